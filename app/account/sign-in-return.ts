/** The console's paths a sign-in may return to (never another site, never a path outside the console). */
const isConsoleReturnPath = (path: string) => /^\/console(?:[/?#]|$)/.test(path);

/** The sign-in page, told to come back to `returnTo` (a console path) afterwards. */
export const signInPath = (returnTo: string) => `/login?next=${encodeURIComponent(returnTo)}`;

/**
 * Where a sign-in goes on to: the console path it was sent from (`?next=` in the sign-in page's `search`), else
 * `otherwise`. The page's own search, not the window's: once one navigation has left, the address no longer says.
 */
export function afterSignInPath(otherwise: string, search: string): string {
  const next = new URLSearchParams(search).get("next") ?? "";
  return isConsoleReturnPath(next) ? next : otherwise;
}
