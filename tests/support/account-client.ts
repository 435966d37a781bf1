import { CSRF_HEADER, type SessionState } from "../../contracts/account";

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
