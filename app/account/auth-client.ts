import { useEffect, useState } from "react";
import { AUTH_PATHS, CSRF_HEADER, type SessionState } from "../../contracts/account";

/**
 * The browser side of the account endpoints (`/auth/*`, same origin). The session cookie is HttpOnly: scripts
 * never see it; they learn whether someone is signed in, and the session's CSRF token, from GET /auth/session.
 */

export type FieldProblem = { field: string; message: string };
export type AuthAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; detail: string; errors: FieldProblem[] };

let session: Promise<SessionState> | null = null;
const listeners = new Set<(state: SessionState) => void>();

async function fetchSession(): Promise<SessionState> {
  const res = await fetch(AUTH_PATHS.session, { credentials: "same-origin", cache: "no-store" });
  if (!res.ok) throw new Error(`session answered ${res.status}`);
  return (await res.json()) as SessionState;
}

/** The session state, asked once per page load and again after anything that changes it. */
export function loadSession(): Promise<SessionState> {
  if (!session) {
    const pending = fetchSession();
    pending.then(
      (state) => {
        for (const listener of listeners) listener(state);
      },
      () => {
        session = null;
      },
    );
    session = pending;
  }
  return session;
}

/** Forgets the known state (after signing in or out) and asks again. */
export function refreshSession(): Promise<SessionState> {
  session = null;
  return loadSession();
}

/** Calls `listener` with the session state now and whenever it changes; returns the unsubscribe. */
export function watchSession(listener: (state: SessionState) => void): () => void {
  listeners.add(listener);
  loadSession().then(listener, () => listener({ signedIn: false }));
  return () => {
    listeners.delete(listener);
  };
}

/** The session state once known (undefined before, and in the prerendered HTML). */
export function useSession(): SessionState | undefined {
  const [state, setState] = useState<SessionState | undefined>(undefined);
  useEffect(() => watchSession(setState), []);
  return state;
}

const NETWORK_PROBLEM = "We could not reach the server. Please check your connection and try again.";

/**
 * POSTs JSON to an account endpoint. Requests of a signed-in visitor carry the session's CSRF token; the
 * browser adds the Origin header itself.
 */
export async function authPost<T = Record<string, unknown>>(
  path: string,
  body: unknown = {},
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<AuthAnswer<T>> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  try {
    if (signedIn) {
      const state = await loadSession();
      if (state.signedIn) headers[CSRF_HEADER] = state.csrfToken;
    }
    const res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers,
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (res.ok) return { ok: true, status: res.status, data: json as T };
    const errors = Array.isArray(json.errors) ? (json.errors as FieldProblem[]) : [];
    const detail = typeof json.detail === "string" ? json.detail : "Something went wrong. Please try again.";
    return { ok: false, status: res.status, detail, errors };
  } catch {
    return { ok: false, status: 0, detail: NETWORK_PROBLEM, errors: [] };
  }
}

/** GETs an account endpoint with the session's cookie (a read: no CSRF token). */
export async function authGet<T>(path: string): Promise<AuthAnswer<T>> {
  try {
    const res = await fetch(path, { credentials: "same-origin", cache: "no-store" });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return { ok: true, status: res.status, data: json as T };
    const detail = typeof json.detail === "string" ? json.detail : "Something went wrong. Please try again.";
    return { ok: false, status: res.status, detail, errors: [] };
  } catch {
    return { ok: false, status: 0, detail: NETWORK_PROBLEM, errors: [] };
  }
}

/** The token of an emailed link: it travels in the fragment, which never reaches a server. */
export function linkTokenFromLocation(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
}
