import { tenantSchema } from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { type AnyOperation, operation } from "../platform/operation";
import { quotaUsage } from "../platform/quotas";
import { iso, isoOrNull } from "../platform/rows";
import { memberOperations, planOf } from "./members";
import { workspaceOf } from "./members-store";
import { tenantById } from "./tenancy-store";

export const tenantAndUserOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/tenants/me",
    operationId: "getCurrentTenant",
    summary: "The tenant of the access token, and what the token grants",
    description:
      "Which tenant the token acts for, its environment and expiry, what it holds against each quota, and the token's client, scopes and roles. Any valid token may call it.",
    tag: "Tenants",
    access: { kind: "bearer", scope: null },
    responses: { 200: { description: "The tenant", schema: tenantSchema } },
    handler: async ({ caller, ctx }) => {
      const c = callerOf(caller);
      const t = await tenantById(ctx.db, c.tenantId);
      if (!t) throw notFound("tenant");
      return {
        status: 200,
        body: {
          id: String(t.id),
          name: String(t.name),
          environment: "sandbox",
          kind: t.kind,
          plan: (await workspaceOf(ctx.db, c.tenantId))?.has_accounts ? planOf(t.plan) : null,
          created_at: iso(t.created_at),
          expires_at: isoOrNull(t.expires_at),
          quotas: await quotaUsage(ctx.db, c.tenantId),
          token: { client_id: c.clientId, scopes: c.scopes, roles: c.roles, expires_at: c.expiresAt.toISOString() },
        },
      };
    },
  }),
  ...memberOperations,
];
