import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control-class";
import { useUrlFilters } from "~/lib/use-url-filters";
import { kindFilters, searchParamNames, toKindFilter } from "./knowledge-base-filters";
import { loadSearchLibrary } from "./search-library";

type Props = { action: string; placeholder: string };

/**
 * The search box and kind filter. A plain GET form (`?q=&filter=`), so a search typed before the page is
 * interactive still loads its results; once interactive, results narrow as the visitor types or picks a filter.
 */
export function KnowledgeBaseSearchForm({ action, placeholder }: Props) {
  const [params, update] = useUrlFilters(searchParamNames);
  const filter = toKindFilter(params.filter);
  const [text, setText] = useState(params.q);
  // The address is the source of truth: reloads, back and forward, shared links.
  useEffect(() => setText(params.q), [params.q]);

  return (
    <search aria-label="Knowledge base" data-needs-js className="block w-full max-w-2xl">
      <form
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: text.trim() });
        }}
      >
        <label htmlFor="kb-search" className="block text-sm font-semibold text-ink">
          Search the knowledge base
        </label>
        <div className="mt-2 flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="kb-search"
              type="search"
              name="q"
              autoComplete="off"
              placeholder={placeholder}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                update({ q: event.target.value }, { replace: true });
              }}
              onFocus={() => void loadSearchLibrary().catch(() => {})}
              className={`${controlClass} pl-10`}
            />
          </div>
          <Button type="submit" size="md">
            Search
          </Button>
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-ink">Show</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {kindFilters.map((f) => (
              <label
                key={f.value}
                className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full bg-white px-4 text-sm font-medium text-ink ring-1 ring-slate-400 hover:bg-brand-50 has-[:checked]:bg-brand-800 has-[:checked]:text-white has-[:checked]:ring-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name="filter"
                  value={f.value}
                  checked={filter === f.value}
                  onChange={() => update({ filter: f.value === "all" ? "" : f.value })}
                  className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </search>
  );
}
