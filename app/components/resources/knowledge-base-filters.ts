import { type ArticleKind, articleKinds } from "~/content/resources/knowledge-base";

export type KindFilter = "all" | ArticleKind;

export const kindFilters: readonly { value: KindFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...articleKinds,
];

/** The filter named in the address; anything unknown means All. */
export function toKindFilter(value: string): KindFilter {
  return kindFilters.some((f) => f.value === value) ? (value as KindFilter) : "all";
}

/** The address parameters the knowledge base keeps its state in. */
export const searchParamNames = ["q", "filter"] as const;
