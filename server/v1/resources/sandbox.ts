import { ulid } from "ulid";
import { API_SCOPES, sandboxResetSchema, sandboxSignupSchema, sandboxTenantSchema } from "../../../contracts/api";
import type { Db } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { hashClientSecret, newClientSecret } from "../platform/client-secret";
import { type AnyOperation, operation } from "../platform/operation";
import { policy, takeToken } from "../platform/rate-limit";
import { resetDemoData, seedDemoData } from "./demo-data";

export const SANDBOX_LIFETIME_DAYS = 30;

/** Deletes expired self-serve tenants; foreign keys cascade to every row they own. Returns how many went. */
export async function deleteExpiredSandboxTenants(db: Db, now = new Date()): Promise<number> {
  const rows = await db.query("DELETE FROM api_tenant WHERE kind = 'sandbox' AND expires_at <= $1 RETURNING id", [now]);
  return rows.length;
}

function shellQuote(s: string) {
  return `'${s.replace(/'/g, "'\\''")}'`;
}

export const sandboxOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/sandbox/tenants",
    operationId: "createSandboxTenant",
    summary: "Create a self-serve sandbox tenant with demo data",
    description: `Public and limited per client address. Creates an isolated tenant with a demo organisation, three facilities, their sources and meters, and returns client credentials once. The tenant and all its data are deleted after ${SANDBOX_LIFETIME_DAYS} days.`,
    tag: "Sandbox",
    access: { kind: "public" },
    publicLimit: async ({ req, ctx }) => {
      const r = await takeToken(ctx.db, `sandbox-signup:${req.ip}`, policy(ctx.config.sandboxSignupsPerHour, 3600));
      if (r && !r.allowed) {
        throw new HttpProblem("rate-limited", "Too many sandbox tenants from this address; try again later.", [], {
          "Retry-After": String(r.retryAfterSeconds),
        });
      }
    },
    body: sandboxSignupSchema,
    responses: {
      201: { description: "The new tenant's credentials (the secret is not shown again)", schema: sandboxTenantSchema },
    },
    handler: async ({ body, ctx }) => {
      const tenantId = ulid();
      const clientId = `sbx-${ulid().toLowerCase()}`;
      const secret = newClientSecret();
      const hash = await hashClientSecret(secret);
      const now = new Date();
      const expires = new Date(now.getTime() + SANDBOX_LIFETIME_DAYS * 86_400_000);
      await ctx.db.tx(async (q) => {
        await q.query(
          "INSERT INTO api_tenant (id, name, kind, contact_email, company, created_at, expires_at) VALUES ($1, $2, 'sandbox', $3, $4, $5, $6)",
          [tenantId, `${body.company} sandbox`, body.email.toLowerCase(), body.company, now, expires],
        );
        await q.query(
          "INSERT INTO api_client (id, tenant_id, secret_hash, scopes, roles, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
          [clientId, tenantId, hash, [...API_SCOPES], ["admin"], now],
        );
        await q.query(
          "INSERT INTO api_user (id, tenant_id, email, roles, mfa_enabled, created_at) VALUES ($1, $2, $3, $4, false, $5)",
          [ulid(), tenantId, body.email.toLowerCase(), ["admin"], now],
        );
        await seedDemoData(q, tenantId, body.company);
      });
      const curl = [
        `curl -X POST ${ctx.tokenUrl}`,
        "-d grant_type=client_credentials",
        `-d client_id=${shellQuote(clientId)}`,
        `-d client_secret=${shellQuote(secret)}`,
        `-d audience=${shellQuote(ctx.audience.audience)}`,
      ].join(" \\\n  ");
      return {
        status: 201,
        headers: { "Cache-Control": "no-store" },
        body: {
          tenant_id: tenantId,
          client_id: clientId,
          client_secret: secret,
          audience: ctx.audience.audience,
          token_url: ctx.tokenUrl,
          scopes: [...API_SCOPES],
          expires_at: expires.toISOString(),
          curl,
        },
      };
    },
  }),
  operation({
    method: "POST",
    path: "/sandbox/reset",
    operationId: "resetSandbox",
    summary: "Restore the tenant's demo data",
    description: "Deletes the tenant's organisations, facilities, sources and meters and writes the demo data again.",
    tag: "Sandbox",
    access: { kind: "bearer", scope: "admin:tenant" },
    tenantAlias: true,
    responses: { 200: { description: "What the tenant holds now", schema: sandboxResetSchema } },
    handler: async ({ caller, ctx }) => {
      const tenantId = callerOf(caller).tenantId;
      return { status: 200, body: await ctx.db.tx((q) => resetDemoData(q, tenantId)) };
    },
  }),
];
