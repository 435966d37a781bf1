import { z } from "zod";
import {
  type ApiScope,
  jwksSchema,
  oauthErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from "../../../contracts/api";
import { DEMO_CLIENT_ID, DEMO_CLIENT_READ_ONLY } from "../../demo/demo-data";
import { HttpProblem } from "../../http/problem";
import { issueAccessToken } from "../platform/access-token";
import { verifyClientSecret } from "../platform/client-secret";
import { type AnyOperation, type HandlerResult, operation } from "../platform/operation";
import { policy, takeToken } from "../platform/rate-limit";
import { TOKEN_TTL_SECONDS } from "../platform/signing-keys";
import { clientOfLiveTenant } from "./api-clients-store";
import { spendTokenIssue, TOKENS_PER_CLIENT_PER_MINUTE } from "./client-budget";

type OAuthError = "invalid_request" | "invalid_client" | "invalid_scope" | "unsupported_grant_type";

const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

function oauthError(status: 400 | 401, error: OAuthError, description: string, basic = false): HandlerResult {
  return {
    status,
    body: { error, error_description: description },
    headers: {
      ...NO_STORE,
      ...(basic && status === 401 ? { "WWW-Authenticate": 'Basic realm="v1", charset="UTF-8"' } : {}),
    },
  };
}

/** RFC 6749 2.3.1: client id and secret in HTTP Basic, each form-urlencoded. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null | "malformed" {
  if (!header?.toLowerCase().startsWith("basic ")) return null;
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return "malformed";
  try {
    const plus = (s: string) => decodeURIComponent(s.replace(/\+/g, " "));
    return { id: plus(decoded.slice(0, colon)), secret: plus(decoded.slice(colon + 1)) };
  } catch {
    return "malformed";
  }
}

/** Token requests one client address may make per minute, whatever the client: bounds secret guessing and scrypt work. */
export const TOKEN_REQUESTS_PER_MINUTE = 60;

const TOKEN_PARAMETERS = ["grant_type", "client_id", "client_secret", "audience", "scope"] as const;

export const authOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/auth/token",
    operationId: "createAccessToken",
    audit: false,
    summary: "Get an access token (OAuth2 client credentials)",
    description: `RFC 6749 section 4.4. Send client_id and client_secret in the body or with HTTP Basic. The access token is a JWT (RFC 9068) valid for ${TOKEN_TTL_SECONDS} s; errors use the OAuth format (error, error_description). One address may make ${TOKEN_REQUESTS_PER_MINUTE} token requests a minute, and one client be issued ${TOKENS_PER_CLIENT_PER_MINUTE} tokens a minute (the demo client: per address); past either, 429 slow_down with Retry-After.`,
    tag: "Authentication",
    access: { kind: "public" },
    publicLimit: async ({ req, ctx }) => {
      const refused = (retryAfterSeconds: number) =>
        new HttpProblem(
          "rate-limited",
          `This address may make ${TOKEN_REQUESTS_PER_MINUTE} token requests per minute; retry after ${retryAfterSeconds} s.`,
          [],
          { "Retry-After": String(retryAfterSeconds) },
        );
      const repeatRetryAfter = await ctx.tokenEndpointRefusals.repeatRefusal(req.addressKey);
      if (repeatRetryAfter !== undefined) throw refused(repeatRetryAfter);
      const r = await takeToken(ctx.db, `token-endpoint:${req.addressKey}`, policy(TOKEN_REQUESTS_PER_MINUTE, 60));
      if (r && !r.allowed) {
        ctx.tokenEndpointRefusals.remember(req.addressKey, r.msUntilNext);
        throw refused(r.retryAfterSeconds);
      }
    },
    body: tokenRequestSchema,
    oauthErrors: true,
    bodyLimit: 8 * 1024,
    bodyMediaTypes: ["application/x-www-form-urlencoded"],
    responses: {
      200: { description: "An access token", schema: tokenResponseSchema },
      400: {
        description:
          "invalid_request (a parameter missing, or not a single string), invalid_scope or unsupported_grant_type",
        schema: oauthErrorSchema,
      },
      401: { description: "invalid_client: unknown client or wrong secret", schema: oauthErrorSchema },
      429: {
        description: "slow_down: too many token requests from this address, or tokens for this client",
        schema: oauthErrorSchema,
        headers: { "Retry-After": { description: "Seconds to wait before retrying", schema: z.number().int() } },
      },
    },
    handler: async ({ body, req, ctx }) => {
      const { audience, keys } = ctx;
      const form = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
      // A parameter sent twice in a form, or as a JSON array, number or object, is malformed (RFC 6749 3.1, 5.2):
      // never read as absent, which for scope would grant every scope of the client.
      const malformed = TOKEN_PARAMETERS.filter((k) => form[k] !== undefined && typeof form[k] !== "string");
      if (malformed.length > 0) {
        const what = (k: string) =>
          k === "scope"
            ? 'scope must be a single string of scope names separated by spaces, such as "read:activity write:activity"'
            : `${k} must be a single string`;
        return oauthError(400, "invalid_request", `${malformed.map(what).join("; ")}.`);
      }
      const str = (k: string) => (typeof form[k] === "string" ? (form[k] as string) : undefined);
      const basic = basicCredentials(req.headers.authorization);
      if (basic === "malformed") return oauthError(401, "invalid_client", "The Basic credentials are malformed", true);
      if (basic && (str("client_secret") !== undefined || (str("client_id") && str("client_id") !== basic.id))) {
        return oauthError(400, "invalid_request", "Authenticate the client with one method only (Basic or body)");
      }
      const grant = str("grant_type");
      if (!grant) return oauthError(400, "invalid_request", "grant_type is required");
      if (grant !== "client_credentials") {
        return oauthError(400, "unsupported_grant_type", "Only grant_type=client_credentials is supported");
      }
      const clientId = basic?.id ?? str("client_id");
      const secret = basic?.secret ?? str("client_secret");
      if (!clientId || !secret) return oauthError(401, "invalid_client", "Client authentication is required", !!basic);
      const aud = str("audience");
      if (!aud) return oauthError(400, "invalid_request", `audience is required: ${audience.audience}`);
      if (aud !== audience.audience) {
        return oauthError(400, "invalid_request", `Unknown audience; this API's audience is ${audience.audience}`);
      }

      const client = await clientOfLiveTenant(ctx.db, clientId.slice(0, 200));
      if (!(await verifyClientSecret(secret, client?.secret_hash)) || !client) {
        return oauthError(401, "invalid_client", "Unknown client or wrong secret", !!basic);
      }

      const requested = str("scope")?.split(" ").filter(Boolean);
      const granted = (requested ?? client.scopes) as ApiScope[];
      const unknown = granted.filter((s) => !client.scopes.includes(s));
      if (unknown.length) {
        const note = client.id === DEMO_CLIENT_ID ? ` ${DEMO_CLIENT_READ_ONLY}` : "";
        return oauthError(400, "invalid_scope", `The client may not request: ${unknown.join(" ")}.${note}`);
      }
      await spendTokenIssue(ctx.db, client.id, req.addressKey);
      const token = await issueAccessToken(keys, audience, {
        clientId: client.id,
        tenantId: client.tenant_id,
        roles: client.roles,
        scopes: granted,
      });
      return {
        status: 200,
        body: { token_type: "Bearer", expires_in: TOKEN_TTL_SECONDS, access_token: token, scope: granted.join(" ") },
        headers: NO_STORE,
      };
    },
  }),
  operation({
    method: "GET",
    path: "/auth/keys",
    operationId: "listSigningKeys",
    summary: "Public keys that sign access tokens (JWKS, RFC 7517)",
    description:
      "Select the key by the token header's kid. A rotated-out key stays listed until the tokens it signed expire.",
    tag: "Authentication",
    access: { kind: "public" },
    responses: { 200: { description: "The JSON Web Key Set", schema: jwksSchema } },
    handler: async ({ ctx }) => ({
      status: 200,
      body: await ctx.keys.jwks(),
      headers: { "Cache-Control": "public, max-age=300" },
    }),
  }),
];
