/**
 * An invitation link (`/console#invitation=<token>`, emailed to someone asked to join a workspace): the console keeps
 * its token for this tab and takes it out of the address at once, so it survives a sign-in on the way and is not
 * left in the history. The token travels in the fragment, which never reaches a server.
 */
const KEY = "ct-console-invitation";

/** Keeps the token the address carries, if it carries one, and takes it out of the address. */
export function keepInvitationFromAddress(): void {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("invitation");
  if (!token) return;
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage is blocked: the invitation lasts until the page is left.
    memory = token;
  }
  history.replaceState(history.state, "", window.location.pathname + window.location.search);
}

let memory: string | null = null;

/** The invitation waiting in this tab, if any. */
export function pendingInvitation(): string | null {
  try {
    return sessionStorage.getItem(KEY) ?? memory;
  } catch {
    return memory;
  }
}

/** The invitation was used or set aside. */
export function forgetInvitation(): void {
  memory = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
