import { AUTH_PATHS, type ConsoleToken, CSRF_HEADER, type SessionState, type Workspace } from "../../contracts/account";
import type { Queryable } from "../../server/db/client";
import type { TestServer } from "./server";

export type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/**
 * A browser-like client of the /auth endpoints: keeps the session cookie it is given, sends the site's Origin
 * and, once it read the session, its CSRF token.
 */
export class AccountClient {
  cookie: string | undefined;
  csrf: string | undefined;
  constructor(readonly baseUrl: string) {}

  async post<T = Record<string, unknown>>(
    path: string,
    body: unknown = {},
    opts: { origin?: string | null; csrf?: string | null } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    const origin = opts.origin === undefined ? this.baseUrl : opts.origin;
    if (origin !== null) headers.origin = origin;
    const csrf = opts.csrf === undefined ? this.csrf : opts.csrf;
    if (csrf) headers[CSRF_HEADER] = csrf;
    if (this.cookie) headers.cookie = this.cookie;
    const res = await fetch(`${this.baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    this.keepCookie(res);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
  }

  async get<T = Record<string, unknown>>(path: string): Promise<Answer<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: this.cookie ? { cookie: this.cookie } : {} });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
  }

  async session(): Promise<SessionState> {
    const res = await fetch(`${this.baseUrl}/auth/session`, { headers: this.cookie ? { cookie: this.cookie } : {} });
    this.keepCookie(res);
    const state = (await res.json()) as SessionState;
    this.csrf = state.signedIn ? state.csrfToken : undefined;
    return state;
  }

  private keepCookie(res: Response) {
    const set = res.headers.get("set-cookie");
    if (!set) return;
    const pair = set.split(";")[0]!;
    this.cookie = pair.endsWith("=") ? undefined : pair;
  }
}

/** What the sign-up form sends for the address (the password typed twice). */
export const signUpBody = (email: string, password: string) => ({
  email,
  firstName: "Asha",
  lastName: "Rao",
  company: "Rao Steel",
  password,
  confirmPassword: password,
});

/**
 * The link token (`page` is `/verify-email` or `/reset-password`) in the newest account email to the address, other
 * than `older`; waits a little, as a reset link is queued once its answer has gone.
 */
export async function linkToken(q: Queryable, to: string, page: string, older?: string): Promise<string> {
  for (let wait = 0; wait < 100; wait++) {
    const rows = await q.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'account' ORDER BY created_at DESC, id DESC",
      [to],
    );
    for (const r of rows) {
      const m = new RegExp(`${page}#token=([A-Za-z0-9_-]+)`).exec(r.text_body);
      if (m && m[1] !== older) return m[1]!;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${page} link to ${to}`);
}

/**
 * A new person signed up with the address and signed in, the session read (so the client sends its CSRF token);
 * `verified` follows the emailed confirmation link first.
 */
export async function signedInPerson(server: TestServer, email: string, password: string, { verified = false } = {}) {
  const c = new AccountClient(server.url);
  const expectStatus = (what: string, a: Answer, status: number) => {
    if (a.status !== status) throw new Error(`${what} answered ${a.status}: ${JSON.stringify(a.body)}`);
  };
  expectStatus("sign-up", await c.post(AUTH_PATHS.signUp, signUpBody(email, password)), 202);
  if (verified) {
    const token = await linkToken(server.testDb.db, email, "/verify-email");
    expectStatus("email confirmation", await c.post(AUTH_PATHS.verifyEmail, { token }), 200);
  }
  expectStatus("sign-in", await c.post(AUTH_PATHS.signIn, { email, password }), 200);
  const state = await c.session();
  if (!state.signedIn) throw new Error("not signed in after signing in");
  if (!state.account.tenantId) throw new Error("a new account has no workspace of its own");
  return { c, email, tenantId: state.account.tenantId };
}

/**
 * Opens the account's demo workspace as the console's "Explore the demo" does (made with the demo data the first
 * time); a test that needs the demo data works there, the account's own workspace being empty.
 */
export async function openDemoWorkspace(c: AccountClient): Promise<Workspace> {
  const res = await c.post<Workspace>(AUTH_PATHS.demoWorkspace);
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`opening the demo answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

/** A console token for one of the account's workspaces (its own when none is named). */
export async function consoleTokenFor(c: AccountClient, workspace?: string): Promise<ConsoleToken> {
  const res = await c.post<ConsoleToken>(AUTH_PATHS.consoleToken, workspace ? { workspace } : {});
  if (res.status !== 200) throw new Error(`the console token answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
