import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

export type UrlFilters<K extends string> = Readonly<Record<K, string>>;

/**
 * Search and filter state kept in the address (`?q=&filter=`), so it can be shared, reloaded and submitted as a
 * plain GET form before the page is interactive. The prerendered HTML was made without any parameters, so they
 * are read only once the page has hydrated; until then every value is "" (the page as prerendered).
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The choice shows at once: the address follows through a router navigation (a transition, which a busy page
  // may render a moment later), and once it has, the address is the truth again.
  const [pending, setPending] = useState<Partial<Record<K, string>> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address (params) is what ends the pending choice
  useEffect(() => setPending(null), [params]);
  const fromAddress = Object.fromEntries(keys.map((k) => [k, hydrated ? (params.get(k) ?? "") : ""]));
  const values = { ...fromAddress, ...pending } as UrlFilters<K>;

  /** Sets (or, for "", removes) parameters; `replace` keeps typing from filling the history. */
  const update = useCallback(
    (changes: Partial<Record<K, string>>, { replace = false } = {}) => {
      setPending((current) => ({ ...current, ...changes }));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return [values, update] as const;
}
