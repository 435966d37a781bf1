import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { ulid } from "ulid";
import { ALL_SCOPES, type ApiScope } from "../../../contracts/api";
import { DatabaseUnavailableError } from "../../db/unavailable";
import { HttpProblem } from "../../http/problem";
import { SIGNING_ALG, type SigningKeys, TOKEN_TTL_SECONDS } from "./signing-keys";

/** What a verified access token says about its caller. */
export type Caller = {
  tenantId: string;
  clientId: string;
  scopes: ApiScope[];
  roles: string[];
  jti: string;
  expiresAt: Date;
  /** A console token's session (the `sid` claim: the hash the session is stored under, never its cookie). */
  sessionId?: string;
};

export type TokenAudience = { issuer: string; audience: string };

/** Who issues /v1 tokens and for whom: the API under the site's public address. */
export function apiAudience(publicBaseUrl: string): TokenAudience {
  const base = `${publicBaseUrl}/v1`;
  return { issuer: `${base}/auth`, audience: base };
}

/** Signs an RFC 9068 JWT access token. */
export async function issueAccessToken(
  keys: SigningKeys,
  aud: TokenAudience,
  grant: {
    clientId: string;
    tenantId: string;
    roles: string[];
    scopes: ApiScope[];
    ttlSeconds?: number;
    sessionId?: string;
  },
  now = new Date(),
): Promise<string> {
  const { kid, key } = await keys.current();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    client_id: grant.clientId,
    tenant_id: grant.tenantId,
    roles: grant.roles,
    scope: grant.scopes.join(" "),
    ...(grant.sessionId ? { sid: grant.sessionId } : {}),
  })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: "at+jwt", kid })
    .setIssuer(aud.issuer)
    .setSubject(grant.clientId)
    .setAudience(aud.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (grant.ttlSeconds ?? TOKEN_TTL_SECONDS))
    .setJti(ulid())
    .sign(key);
}

function invalidToken(description: string) {
  return new HttpProblem("invalid-token", description, [], {
    "WWW-Authenticate": `Bearer realm="v1", error="invalid_token", error_description="${description}"`,
  });
}

function describe(err: unknown): string {
  if (err instanceof joseErrors.JWTExpired) return "The access token has expired";
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === "aud") return "The access token is not for this API (audience)";
    if (err.claim === "iss") return "The access token was not issued by this API (issuer)";
    return `The access token's ${err.claim} claim is not valid`;
  }
  if (err instanceof joseErrors.JWSSignatureVerificationFailed) return "The access token's signature is not valid";
  return "The access token is malformed or not signed by a current key";
}

/** Verifies signature, type, issuer, audience and expiry; throws a 401 HttpProblem naming what failed. */
/** The caller of a bearer operation (the registry has verified it). */
export function callerOf(caller: Caller | null): Caller {
  if (!caller) throw new Error("bearer operation without a caller");
  return caller;
}

export async function verifyAccessToken(keys: SigningKeys, aud: TokenAudience, token: string): Promise<Caller> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await keys.verificationKey(header.kid) : null;
        if (!key) throw new joseErrors.JWKSNoMatchingKey();
        return key;
      },
      {
        issuer: aud.issuer,
        audience: aud.audience,
        algorithms: [SIGNING_ALG],
        typ: "at+jwt",
        requiredClaims: ["exp", "jti"],
      },
    );
    const { tenant_id, client_id, roles, scope, jti, exp, sid } = payload as Record<string, unknown>;
    if (typeof tenant_id !== "string" || typeof client_id !== "string" || typeof scope !== "string") {
      throw invalidToken("The access token lacks tenant or client claims");
    }
    return {
      tenantId: tenant_id,
      clientId: client_id,
      scopes: scope.split(" ").filter((s): s is ApiScope => (ALL_SCOPES as readonly string[]).includes(s)),
      roles: Array.isArray(roles) ? roles.map(String) : [],
      jti: String(jti),
      expiresAt: new Date(Number(exp) * 1000),
      ...(typeof sid === "string" ? { sessionId: sid } : {}),
    };
  } catch (err) {
    // A signing key that could not be read says nothing about the token: the database is down (503).
    if (err instanceof HttpProblem || err instanceof DatabaseUnavailableError) throw err;
    throw invalidToken(describe(err));
  }
}

/** The bearer token of a request, or a 401 when absent. */
export function bearerOf(header: string | undefined): string {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i);
  if (!match?.[1]) {
    throw new HttpProblem("unauthorized", "Send an access token: Authorization: Bearer <token>.", [], {
      "WWW-Authenticate": 'Bearer realm="v1"',
    });
  }
  return match[1];
}
