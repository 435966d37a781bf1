import type { HtmlFragments } from "./prerendered-html";

/** Where the API documentation's prerendered fragments are, as JSON (routes/api-docs-fragments.ts). */
const FRAGMENTS_URL = "/api/docs-fragments.json";

/** A documentation page reached by client-side navigation has no prerendered HTML yet: its fragments, fetched. */
export async function fetchDocsFragments(): Promise<HtmlFragments> {
  const res = await fetch(FRAGMENTS_URL);
  if (!res.ok) throw new Error(`${FRAGMENTS_URL}: ${res.status}`);
  return (await res.json()) as HtmlFragments;
}
