import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

export type UrlFilters<K extends string> = Readonly<Record<K, string>>;

/**
 * The address the last update asked for, on its page, until the router has arrived there. React Router's
 * functional `setSearchParams` is handed the parameters of the last render, so a second change made before the first
 * navigation has rendered (a filter picked, then a key typed at once on a busy phone) would otherwise build on the
 * address without the first and undo it. Shared by every filter on the page: the search box and the results both
 * change the same address.
 */
let requested: { pathname: string; params: URLSearchParams } | null = null;

/**
 * Search and filter state kept in the address (`?q=&filter=`), so it can be shared, reloaded and submitted as a
 * plain GET form before the page is interactive. The prerendered HTML was made without any parameters, so they
 * are read only once the page has hydrated; until then every value is "" (the page as prerendered).
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  // The choice shows at once: the address follows through a router navigation (a transition, which a busy page
  // may render a moment later), and once it has, the address is the truth again.
  const [pending, setPending] = useState<Partial<Record<K, string>> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address (params) is what ends the pending choice
  useEffect(() => setPending(null), [params]);
  // The address asked for has arrived, or the visitor went elsewhere (back, forward, another page): the address is
  // what the next change builds on.
  useEffect(() => {
    if (!requested) return;
    const arrived = requested.params.toString() === params.toString();
    if (arrived || requested.pathname !== pathname || navigationType === "POP") requested = null;
  }, [pathname, params, navigationType]);
  const fromAddress = Object.fromEntries(keys.map((k) => [k, hydrated ? (params.get(k) ?? "") : ""]));
  const values = { ...fromAddress, ...pending } as UrlFilters<K>;

  /** Sets (or, for "", removes) parameters; `replace` keeps typing from filling the history. */
  const update = useCallback(
    (changes: Partial<Record<K, string>>, { replace = false } = {}) => {
      setPending((current) => ({ ...current, ...changes }));
      setParams(
        (current) => {
          const next = new URLSearchParams(requested?.pathname === pathname ? requested.params : current);
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          requested = { pathname, params: next };
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams, pathname],
  );

  return [values, update] as const;
}
