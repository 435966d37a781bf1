import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control-class";
import { type FacetParam, facetLabels, facetParamNames } from "~/content/resources/emission-factors";
import type { UrlFilters } from "~/lib/use-url-filters";
import type { FacetCounts } from "./factor-index";
import { loadFactorIndex } from "./use-factor-index";

export type FacetOption = { value: string; label: string; count: number };

type Props = {
  action: string;
  label: string;
  placeholder: string;
  params: UrlFilters<"q" | FacetParam>;
  update: (changes: Partial<Record<"q" | FacetParam | "factor", string>>, options?: { replace?: boolean }) => void;
  /** Every facet's values over the whole catalogue (prerendered). */
  options: Record<FacetParam, readonly FacetOption[]>;
  /** Counts over the current search, once the catalogue has loaded. */
  counts: FacetCounts | null;
};

const prefetch = () => void loadFactorIndex().catch(() => {});

/**
 * The search box and the facet filters. A plain GET form before the page is interactive; once interactive,
 * every change goes to the address at once (typing replaces the history entry, a filter adds one).
 */
export function FactorSearchForm({ action, label, placeholder, params, update, options, counts }: Props) {
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);
  const chosen = facetParamNames.filter((f) => params[f]);

  return (
    <search aria-label="Emission factors" data-needs-js className="block">
      <form
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: text.trim() });
        }}
      >
        <label htmlFor="factor-search" className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="mt-2 flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="factor-search"
              type="search"
              name="q"
              autoComplete="off"
              placeholder={placeholder}
              value={text}
              onFocus={prefetch}
              onChange={(event) => {
                setText(event.target.value);
                update({ q: event.target.value, factor: "" }, { replace: true });
              }}
              className={`${controlClass} pl-10`}
            />
          </div>
          <Button type="submit" size="md">
            Search
          </Button>
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-ink">Filters</legend>
          <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-3 md:grid-cols-4">
            {facetParamNames.map((field) => (
              <FacetSelect
                key={field}
                field={field}
                value={params[field]}
                options={options[field]}
                counts={counts?.[field] ?? null}
                onChange={(value) => update({ [field]: value, factor: "" })}
              />
            ))}
          </div>
          {chosen.length > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-3"
              onClick={() => update(Object.fromEntries(facetParamNames.map((f) => [f, ""])))}
            >
              Clear filters
            </Button>
          )}
        </fieldset>
      </form>
    </search>
  );
}

function FacetSelect({
  field,
  value,
  options,
  counts,
  onChange,
}: {
  field: FacetParam;
  value: string;
  options: readonly FacetOption[];
  counts: ReadonlyMap<string, number> | null;
  onChange: (value: string) => void;
}) {
  const id = `facet-${field}`;
  // Once searched, an option shows how many matches picking it gives; options that give none are left out.
  const shown = options
    .map((o) => ({ ...o, count: counts ? (counts.get(o.value) ?? 0) : o.count }))
    .filter((o) => o.count > 0 || o.value === value);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {facetLabels[field]}
      </label>
      <select
        id={id}
        name={field}
        value={value}
        onFocus={prefetch}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} mt-1 truncate pr-8 text-sm`}
      >
        <option value="">All</option>
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label} ({o.count.toLocaleString("en")})
          </option>
        ))}
      </select>
    </div>
  );
}
