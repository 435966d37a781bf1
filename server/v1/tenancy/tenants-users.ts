import { ulid } from "ulid";
import { z } from "zod";
import {
  type ApiRole,
  pageOf,
  permissionsOf,
  tenantSchema,
  ulidSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { quotaUsage, reserveQuota } from "../platform/quotas";
import { iso, isoOrNull, nowMs } from "../platform/rows";
import { insertUser, tenantById, updateUser } from "./tenancy-store";

export const userRow = (r: Record<string, unknown>): z.infer<typeof userSchema> => {
  const roles = (r.roles as ApiRole[]) ?? [];
  return {
    id: String(r.id),
    email: String(r.email),
    roles,
    permissions: permissionsOf(roles),
    created_at: iso(r.created_at),
    last_login_at: isoOrNull(r.last_login_at),
    mfa_enabled: Boolean(r.mfa_enabled),
  };
};

const userList: ListSpec = {
  table: "api_user",
  defaultSort: "created_at",
  fields: {
    email: field("email", "text"),
    mfa_enabled: field("mfa_enabled", "boolean"),
    created_at: field("created_at", "timestamp"),
    last_login_at: field("last_login_at", "timestamp", false),
  },
};

const tenantParam = z.object({ tenant_id: ulidSchema });

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
          created_at: iso(t.created_at),
          expires_at: isoOrNull(t.expires_at),
          quotas: await quotaUsage(ctx.db, c.tenantId),
          token: { client_id: c.clientId, scopes: c.scopes, roles: c.roles, expires_at: c.expiresAt.toISOString() },
        },
      };
    },
  }),
  operation({
    method: "GET",
    path: "/tenants/{tenant_id}/users",
    operationId: "listUsers",
    summary: "List the tenant's users",
    description: "A page of the tenant's users with their roles and the permissions (scopes) the roles grant.",
    tag: "Users",
    access: { kind: "bearer", scope: "admin:tenant" },
    params: tenantParam,
    query: z.object(listQueryShape),
    responses: { 200: { description: "A page of users", schema: pageOf(userSchema, "UserPage") } },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, userList, callerOf(caller).tenantId, query, {}, userRow),
    }),
  }),
  operation({
    method: "POST",
    path: "/tenants/{tenant_id}/users",
    operationId: "createUser",
    summary: "Invite a user with roles",
    description:
      "Roles: admin, analyst, data_engineer, auditor (read-only). permissions lists the scopes the roles grant.",
    tag: "Users",
    access: { kind: "bearer", scope: "admin:tenant" },
    idempotent: true,
    params: tenantParam,
    body: userCreateSchema,
    problems: [409],
    responses: { 201: { description: "The user", schema: userSchema } },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const row = await ctx.db.tx(async (q) => {
        await reserveQuota(q, tenantId, "users");
        return insertUser(q, tenantId, {
          id: ulid(),
          email: body.email.toLowerCase(),
          roles: [...new Set(body.roles)],
          mfaEnabled: body.mfa_enabled,
          createdAt: nowMs(),
        });
      });
      if (!row) {
        throw new HttpProblem("duplicate", "A user with this email already exists in this tenant.", [
          { field: "email", pointer: "/email", code: "DUPLICATE", message: "Already a user of this tenant" },
        ]);
      }
      return { status: 201, body: userRow(row) };
    },
  }),
  operation({
    method: "PATCH",
    path: "/tenants/{tenant_id}/users/{user_id}",
    operationId: "updateUser",
    summary: "Change a user's roles or MFA requirement",
    description: "Send roles (replacing the user's roles) or mfa_enabled, or both.",
    tag: "Users",
    access: { kind: "bearer", scope: "admin:tenant" },
    idempotent: true,
    params: z.object({ tenant_id: ulidSchema, user_id: ulidSchema }),
    body: userUpdateSchema,
    problems: [404],
    responses: { 200: { description: "The changed user", schema: userSchema } },
    handler: async ({ params, body, caller, ctx }) => {
      const row = await updateUser(ctx.db, callerOf(caller).tenantId, params.user_id, {
        roles: body.roles ? [...new Set(body.roles)] : null,
        mfaEnabled: body.mfa_enabled ?? null,
      });
      if (!row) throw notFound("user");
      return { status: 200, body: userRow(row) };
    },
  }),
];
