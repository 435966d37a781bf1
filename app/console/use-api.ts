import { useCallback, useEffect, useState } from "react";
import { ApiError } from "./api";

export type ApiState<T> =
  | { status: "loading" }
  | { status: "error"; error: ApiError; retry: () => void }
  | { status: "ready"; data: T };

/** Answers already fetched this visit, by key: coming back to a view shows them at once. */
const answers = new Map<string, unknown>();

/** Drops remembered answers whose key starts with `prefix` (all when empty), after a change to the data. */
export function forgetAnswers(prefix = "") {
  for (const key of answers.keys()) if (key.startsWith(prefix)) answers.delete(key);
}

/**
 * Runs `load` for `key` (a string naming the request and its parameters) and follows it: loading, the answer, or
 * the error in words with a retry. A new key loads again; a late answer to an old key is dropped.
 */
export function useApi<T>(key: string, load: () => Promise<T>): ApiState<T> {
  const known = answers.get(key) as T | undefined;
  const [state, setState] = useState<{ key: string; state: ApiState<T> }>(() => ({
    key,
    state: known === undefined ? { status: "loading" } : { status: "ready", data: known },
  }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the request (`load` is a new closure each render); `attempt` asks again
  useEffect(() => {
    let live = true;
    const cached = answers.get(key) as T | undefined;
    if (cached !== undefined) {
      setState({ key, state: { status: "ready", data: cached } });
      return;
    }
    setState({ key, state: { status: "loading" } });
    load().then(
      (data) => {
        answers.set(key, data);
        if (live) setState({ key, state: { status: "ready", data } });
      },
      (err: unknown) => {
        const error =
          err instanceof ApiError ? err : new ApiError("Something went wrong. Try again.", 0, undefined, false);
        if (live) setState({ key, state: { status: "error", error, retry } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt, retry]);

  if (state.key !== key) return known === undefined ? { status: "loading" } : { status: "ready", data: known };
  return state.state;
}
