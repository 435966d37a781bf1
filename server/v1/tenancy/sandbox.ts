import { ulid } from "ulid";
import { API_SCOPES, sandboxResetSchema, sandboxSignupSchema, sandboxTenantSchema } from "../../../contracts/api";
import { resetDemoData, seedDemoData } from "../../demo/demo-data";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { hashClientSecret, newClientSecret } from "../platform/client-secret";
import { type AnyOperation, operation } from "../platform/operation";
import { policy, takeToken } from "../platform/rate-limit";
import { insertFirstClient, insertTenant } from "./sandbox-store";
import { insertUser, tenantById } from "./tenancy-store";

export { deleteExpiredSandboxTenants } from "./sandbox-store";

export const SANDBOX_LIFETIME_DAYS = 30;

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
      const r = await takeToken(
        ctx.db,
        `sandbox-signup:${req.addressKey}`,
        policy(ctx.config.sandboxSignupsPerHour, 3600),
      );
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
        await insertTenant(q, {
          id: tenantId,
          name: `${body.company} sandbox`,
          kind: "sandbox",
          contactEmail: body.email.toLowerCase(),
          company: body.company,
          createdAt: now,
          expiresAt: expires,
        });
        await insertFirstClient(q, tenantId, {
          id: clientId,
          secretHash: hash,
          scopes: API_SCOPES,
          roles: ["admin"],
          createdAt: now,
        });
        await insertUser(q, tenantId, {
          id: ulid(),
          email: body.email.toLowerCase(),
          roles: ["admin"],
          mfaEnabled: false,
          createdAt: now,
        });
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
    description:
      "Deletes the tenant's organisations, facilities, sources and meters with their records, and its financial years, and writes the demo data again. A sandbox tenant's only (a console account's demo workspace is one): a company's own workspace is refused with 409 `not-a-sandbox`, its data untouched.",
    tag: "Sandbox",
    access: { kind: "bearer", scope: "admin:tenant" },
    tenantAlias: true,
    problems: [409],
    responses: { 200: { description: "What the tenant holds now", schema: sandboxResetSchema } },
    handler: async ({ caller, ctx }) => {
      const tenantId = callerOf(caller).tenantId;
      const body = await ctx.db.tx(async (q) => {
        if ((await tenantById(q, tenantId))?.kind === "workspace") {
          throw new HttpProblem(
            "not-a-sandbox",
            "This is a company's own workspace: a reset would replace its data with the demo company's. Reset the demo workspace or a sandbox tenant instead.",
          );
        }
        return resetDemoData(q, tenantId);
      });
      return { status: 200, body };
    },
  }),
];
