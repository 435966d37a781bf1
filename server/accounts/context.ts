import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodType, z } from "zod";
import { HttpProblem } from "../http/problem";
import { validate } from "../http/validation";
import { accountById } from "./account-store";
import type { AccountMailContext } from "./emails";
import { checkCsrf, checkOrigin, requireJson } from "./request-guards";
import { currentSession } from "./sessions";

export type AccountsContext = {
  /** Keyed hash (never the value itself) of a client address or an email address, for limits and locks. */
  keyedHash: (value: string) => string;
  mail: AccountMailContext;
  /** Asks the outbox to send what was just committed. */
  wake: () => void;
};

export const AUTH_BODY_LIMIT = 8 * 1024;

export const emailKey = (ctx: AccountsContext, email: string) => ctx.keyedHash(`email:${email.trim().toLowerCase()}`);

/** Guards of a POST made without a session (sign-up, sign-in, links): JSON, and not from another site. */
export function publicPost(app: FastifyInstance) {
  return {
    bodyLimit: AUTH_BODY_LIMIT,
    onRequest: async (req: FastifyRequest) => {
      requireJson(req);
      checkOrigin(req, app.config.publicBaseUrl, false);
    },
  };
}

export function parseBody<S extends ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = validate(schema, body);
  if (!parsed.ok) throw new HttpProblem("validation-failed", "Some fields need attention.", parsed.errors);
  return parsed.data;
}

/**
 * The signed-in account of a state-changing request: the request must come from the site's own pages (Origin)
 * and carry its session's CSRF token.
 */
export async function signedInPost(app: FastifyInstance, req: FastifyRequest) {
  requireJson(req);
  checkOrigin(req, app.config.publicBaseUrl, true);
  const session = await currentSession(app.db, req);
  if (!session) throw new HttpProblem("unauthorized", "Your session has ended. Sign in again.");
  checkCsrf(req, session.csrfToken);
  const account = await accountById(app.db, session.accountId);
  if (!account) throw new HttpProblem("unauthorized", "Your session has ended. Sign in again.");
  return { session, account };
}
