import { useCallback, useEffect, useState } from "react";
import { EXPLORER_DATA_PATH, type ExplorerSearchData } from "../../../contracts/factor-explorer";
import type { FactorIndex } from "./factor-index";

let loading: Promise<FactorIndex> | null = null;

/**
 * Fetches the search data file and the search code, once, and indexes the catalogue. Called when the visitor
 * focuses the search box or a filter, and when the address already holds a search or a factor: no page pays for
 * the catalogue before someone uses it.
 */
export function loadFactorIndex(): Promise<FactorIndex> {
  loading ??= Promise.all([
    fetch(EXPLORER_DATA_PATH).then((res) => {
      if (!res.ok) throw new Error(`${EXPLORER_DATA_PATH}: ${res.status}`);
      return res.json() as Promise<ExplorerSearchData>;
    }),
    import("./factor-index"),
  ])
    .then(([data, { buildFactorIndex }]) => buildFactorIndex(data))
    .catch((err) => {
      loading = null; // a dropped connection: the next use tries again
      throw err;
    });
  return loading;
}

export type FactorIndexState =
  | { status: "idle" | "loading" | "failed"; index: null }
  | { status: "ready"; index: FactorIndex };

/** The catalogue's index once `wanted`, with its loading and failure; `retry` after a failed load. */
export function useFactorIndex(wanted: boolean) {
  const [index, setIndex] = useState<FactorIndex | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    let current = true;
    setFailed(false);
    loadFactorIndex().then(
      (ready) => current && setIndex(() => ready),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (wanted && !index) return load();
  }, [wanted, index, load]);

  let state: FactorIndexState;
  if (index) state = { status: "ready", index };
  else if (!wanted) state = { status: "idle", index: null };
  else state = { status: failed ? "failed" : "loading", index: null };
  return { state, retry: load };
}
