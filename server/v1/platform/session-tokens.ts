import type { FastifyRequest } from "fastify";
import { HttpProblem } from "../../http/problem";
import type { Caller } from "./access-token";

/**
 * How long a console token's session is taken to be open after the database said so: a session that ends (sign-out,
 * sign out everywhere, a new password, deletion) stops its tokens within this time, on every instance.
 */
export const SESSION_CHECK_CACHE_MS = 5_000;

/** Sessions remembered at most; past that the oldest are forgotten first. */
const CAPACITY = 10_000;

const ENDED =
  "This console token's session has ended, or the person's membership of the workspace or their role in it changed: ask for a new token (sign in again if the session ended).";

function sessionEnded() {
  return new HttpProblem("invalid-token", ENDED, [], {
    "WWW-Authenticate": `Bearer realm="v1", error="invalid_token", error_description="${ENDED}"`,
  });
}

export type SessionSource = {
  /**
   * Whether the session stored under this id is still open, and its account still a member of the token's tenant
   * with the token's roles and access that has not ended (a removed member, a changed role or an auditor's ended
   * access stops the token; the console then asks for a token with the member's roles now).
   */
  isLive(sessionId: string, caller: Pick<Caller, "tenantId" | "roles">): Promise<boolean>;
  /** The id (hash) of the session the request's cookie names, if it carries one. */
  cookieSession(req: FastifyRequest): string | undefined;
};

/**
 * A console token is minted for one session and names it (`sid`). `check` refuses it once that session has ended
 * (an open session is remembered for SESSION_CHECK_CACHE_MS; an ended one until its tokens have expired, as it
 * never opens again). `requireLive` guards the session-only scopes (API key management): the session is asked
 * again, and the request must carry that same session's cookie, so a copied token alone cannot mint keys.
 * Tokens without `sid` (API clients' client credentials) are not checked.
 */
export function sessionBoundTokens(source: SessionSource) {
  const known = new Map<string, { live: boolean; until: number }>();

  async function live(caller: Caller & { sessionId: string }): Promise<boolean> {
    const now = Date.now();
    const key = `${caller.sessionId} ${caller.tenantId} ${caller.roles.join(",")}`;
    const cached = known.get(key);
    if (cached && cached.until > now) return cached.live;
    known.delete(key);
    const isLive = await source.isLive(caller.sessionId, caller);
    if (known.size >= CAPACITY) known.delete(known.keys().next().value as string);
    known.set(key, { live: isLive, until: isLive ? now + SESSION_CHECK_CACHE_MS : caller.expiresAt.getTime() });
    return isLive;
  }

  return {
    async check(caller: Caller): Promise<void> {
      if (caller.sessionId && !(await live({ ...caller, sessionId: caller.sessionId }))) throw sessionEnded();
    },

    async requireLive(caller: Caller, req: FastifyRequest): Promise<void> {
      if (!caller.sessionId || !(await source.isLive(caller.sessionId, caller))) throw sessionEnded();
      if (source.cookieSession(req) !== caller.sessionId) {
        throw new HttpProblem(
          "forbidden",
          "Managing API keys needs the signed-in session the console token was made for: do it in the console on this site, signed in.",
        );
      }
    },
  };
}
