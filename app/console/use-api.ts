import { useCallback, useEffect, useState } from "react";
import { ApiError, currentWorkspace } from "./api";

export type ApiState<T> =
  | { status: "loading" }
  | { status: "error"; error: ApiError; retry: () => void }
  | { status: "ready"; data: T };

/**
 * Answers already fetched this visit, by workspace and key: coming back to a view shows them at once, and one
 * workspace's answer is never shown in another.
 */
const answers = new Map<string, unknown>();
const SCOPE_END = "\n";
const inWorkspace = (key: string) => `${currentWorkspace() ?? ""}${SCOPE_END}${key}`;

/** Drops remembered answers whose key starts with `prefix` (all when empty), in every workspace. */
export function forgetAnswers(prefix = "") {
  for (const stored of answers.keys()) {
    if (stored.slice(stored.indexOf(SCOPE_END) + 1).startsWith(prefix)) answers.delete(stored);
  }
}

/**
 * Runs `load` for `requestKey` (a string naming the request and its parameters) in the console's workspace and
 * follows it: loading, the answer, or the error in words with a retry. A new key or workspace loads again; a late
 * answer to an old one is dropped.
 */
export function useApi<T>(requestKey: string, load: () => Promise<T>): ApiState<T> {
  const key = inWorkspace(requestKey);
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
