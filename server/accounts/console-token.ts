import type { FastifyInstance } from "fastify";
import { AUTH_PATHS, type ConsoleToken } from "../../contracts/account";
import { type ApiScope, permissionsOf, SESSION_SCOPES } from "../../contracts/api";
import { consoleTokenSchema } from "../../contracts/forms";
import { HttpProblem } from "../http/problem";
import { apiAudience, issueAccessToken } from "../v1/platform/access-token";
import { SigningKeys } from "../v1/platform/signing-keys";
import { spendTokenIssue } from "../v1/tenancy/client-budget";
import type { AccountRow } from "./account-store";
import { parseBody, signedInPost } from "./context";
import { membershipOf } from "./workspace-store";

/**
 * Managing the tenant (its users, a reset) and its API keys waits until the account's email address is confirmed.
 * The key management scope (SESSION_SCOPES) is one no API client holds: this token is the only one that carries it.
 */
const VERIFIED_ONLY: readonly ApiScope[] = ["admin:tenant", ...SESSION_SCOPES];

/**
 * What the console may do in a workspace: what the member's roles permit (an owner or admin also manages API keys),
 * tenant and key management only once the account's address is confirmed.
 */
export function consoleScopes(account: Pick<AccountRow, "email_verified_at">, roles: readonly string[]): ApiScope[] {
  const manages = roles.includes("owner") || roles.includes("admin");
  const granted: ApiScope[] = [...permissionsOf(roles), ...(manages ? SESSION_SCOPES : [])];
  return account.email_verified_at === null ? granted.filter((s) => !VERIFIED_ONLY.includes(s)) : granted;
}

/** The console's client id: one per account, so all its tokens share one request budget. */
export const consoleClientId = (accountId: string) => `console-${accountId.toLowerCase()}`;

/**
 * POST /auth/console-token: the signed-in person's console gets a /v1 access token bound to one of the account's
 * workspaces (the body's `workspace`, a tenant id; its own company's when left out; 404 for a tenant that is not one
 * of its workspaces), short-lived (`consoleTokenTtlSeconds`), so the console is a client of the public API like any
 * other. Guarded like every session POST (JSON, Origin, CSRF token); issues count against the client's per-minute
 * token allowance.
 * The token names its session (`sid`, the hash the session is stored under): /v1 refuses it once the session ends,
 * and key management also wants that session's cookie (v1/platform/session-tokens.ts).
 */
export async function consoleTokenRoutes(app: FastifyInstance) {
  const keys = new SigningKeys(app.db);
  const ttlSeconds = app.config.consoleTokenTtlSeconds;

  app.post(AUTH_PATHS.consoleToken, { bodyLimit: 1024 }, async (req, reply) => {
    const { account, session } = await signedInPost(app, req);
    const { workspace } = parseBody(consoleTokenSchema, req.body ?? {});
    const clientId = consoleClientId(account.id);
    await spendTokenIssue(app.db, clientId, req.addressKey);
    const tenantId = workspace ?? account.tenant_id;
    const member = tenantId ? await membershipOf(app.db, account.id, tenantId) : undefined;
    if (!member) {
      throw new HttpProblem(
        "not-found",
        "That workspace is not one of yours. Choose one of your workspaces in the console's header.",
      );
    }
    if (member.access_ends_at && member.access_ends_at.getTime() <= Date.now()) {
      throw new HttpProblem(
        "forbidden",
        `Your access to this workspace ended on ${member.access_ends_at.toISOString().slice(0, 10)}. Ask its administrators if you need it again.`,
      );
    }
    const scopes = consoleScopes(account, member.roles);
    const now = new Date();
    const audience = apiAudience(app.config.publicBaseUrl);
    const accessToken = await issueAccessToken(
      keys,
      audience,
      {
        clientId,
        tenantId: member.tenant_id,
        roles: member.roles,
        scopes,
        ttlSeconds,
        sessionId: session.idHash,
      },
      now,
    );
    reply.header("Cache-Control", "no-store");
    return {
      accessToken,
      tokenType: "Bearer",
      expiresIn: ttlSeconds,
      expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + ttlSeconds * 1000).toISOString(),
      tenantId: member.tenant_id,
      scopes,
      audience: audience.audience,
      tokenUrl: `${audience.audience}/auth/token`,
    } satisfies ConsoleToken;
  });
}
