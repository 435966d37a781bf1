import { randomBytes } from "node:crypto";
import { ulid } from "ulid";
import { z } from "zod";
import {
  type ApiRole,
  ownershipTransferSchema,
  pageOf,
  permissionsOf,
  ROLES_DESCRIPTION,
  ulidSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { PLAN_IDS, PLAN_MEMBER_LIMITS, PLAN_NAMES, type PlanId } from "../../../contracts/plans";
import { digestOf } from "../../accounts/sessions";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { enqueueEmail } from "../../mail/enqueue";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { reserveQuota } from "../platform/quotas";
import { iso, isoOrNull } from "../platform/rows";
import { enqueueWebhookEvent } from "../webhooks/webhooks-store";
import { INVITATION_DAYS, invitationEmail } from "./invitation-email";
import { deletedResponse } from "./lifecycle";
import {
  insertInvitation,
  invitationsSentSince,
  isOwner,
  lockTenant,
  memberById,
  memberList,
  removeUser,
  setAccessEnd,
  transferOwnership,
  userCount,
  workspaceOf,
} from "./members-store";
import { insertUser, updateUser } from "./tenancy-store";

/** Invitation emails a workspace may send in a day: enough for a team, too few to use the API to send mail at will. */
export const INVITATIONS_PER_DAY = 50;

export const userRow = (r: Record<string, unknown>): z.infer<typeof userSchema> => {
  const roles = (r.roles as ApiRole[]) ?? [];
  const accessEndsAt = r.access_ends_at ? new Date(String(iso(r.access_ends_at))) : null;
  const invited = r.invitation_expires_at != null && r.joined === false;
  return {
    id: String(r.id),
    email: String(r.email),
    roles,
    permissions: permissionsOf(roles),
    created_at: iso(r.created_at),
    last_login_at: isoOrNull(r.last_login_at),
    mfa_enabled: Boolean(r.mfa_enabled),
    status: accessEndsAt && accessEndsAt.getTime() <= Date.now() ? "access_ended" : invited ? "invited" : "active",
    access_ends_at: accessEndsAt ? accessEndsAt.toISOString() : null,
    invitation_expires_at: invited ? iso(r.invitation_expires_at) : null,
  };
};

export const planOf = (plan: unknown) =>
  PLAN_IDS.includes(plan as PlanId)
    ? { id: plan as PlanId, name: PLAN_NAMES[plan as PlanId], member_limit: PLAN_MEMBER_LIMITS[plan as PlanId] }
    : null;

const ROLE_WORDS: Record<ApiRole, string> = {
  owner: "owner",
  admin: "an administrator",
  preparer: "a preparer",
  reviewer: "a reviewer",
  viewer: "a read-only member",
  auditor: "an auditor",
  analyst: "an analyst",
  data_engineer: "a data engineer",
};
const rolesInWords = (roles: readonly ApiRole[]) => roles.map((r) => ROLE_WORDS[r]).join(" and ");

const tenantParam = z.object({ tenant_id: ulidSchema });
const userParams = z.object({ tenant_id: ulidSchema, user_id: ulidSchema });

const ownerRequired = (what: string) =>
  new HttpProblem(
    "owner-required",
    `${what} would leave the workspace without its owner. Transfer ownership to another member first.`,
  );

/** Refuses an invitation past the plan's member limit, or past the day's allowance of invitation emails. */
async function checkCanInvite(q: Queryable, tenantId: string, plan: PlanId, now: Date): Promise<void> {
  const limit = PLAN_MEMBER_LIMITS[plan];
  const members = await userCount(q, tenantId);
  if (limit !== null && members >= limit) {
    throw new HttpProblem(
      "quota-exceeded",
      `Your workspace is on the ${PLAN_NAMES[plan]} plan, which allows up to ${limit} members (invitations included); it has ${members}. Remove a member or a pending invitation, or move to a larger plan, to invite someone else. Nothing was sent.`,
      [],
      {},
      undefined,
      { quota: { name: "users", limit, usage: members, requested: 1 } },
    );
  }
  const sent = await invitationsSentSince(q, tenantId, new Date(now.getTime() - 86_400_000));
  if (sent >= INVITATIONS_PER_DAY) {
    throw new HttpProblem(
      "rate-limited",
      `This workspace has sent ${INVITATIONS_PER_DAY} invitations in the last 24 hours, as many as a day allows. Try again tomorrow.`,
      [],
      { "Retry-After": "3600" },
    );
  }
}

export const memberOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/tenants/{tenant_id}/users",
    operationId: "listUsers",
    summary: "List the tenant's users",
    description:
      "A page of the tenant's users (a workspace's members, invited ones included) with their roles, the permissions (scopes) the roles grant, and their status.",
    tag: "Users",
    access: { kind: "bearer", scope: "admin:tenant" },
    params: tenantParam,
    query: z.object(listQueryShape),
    responses: { 200: { description: "A page of users", schema: pageOf(userSchema, "UserPage") } },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, memberList, callerOf(caller).tenantId, query, {}, userRow),
    }),
  }),
  operation({
    method: "POST",
    path: "/tenants/{tenant_id}/users",
    operationId: "createUser",
    summary: "Invite a user with roles",
    description: `In a workspace people open in the console (a company's, or an account's demo), emails the person an invitation to join (the link works once, within ${INVITATION_DAYS} days; they sign in or sign up with that address, confirm it, and join): the user's status is invited until then. The workspace's plan sets how many users it may have, invited ones included (Eco Start 5, Green Edge 50, Carbon Pro no limit): past it, 403 quota-exceeded naming the plan; a workspace sends at most ${INVITATIONS_PER_DAY} invitations a day. In a sandbox made for API clients only the user is recorded and no email is sent. Roles: ${ROLES_DESCRIPTION}. permissions lists the scopes the roles grant.`,
    tag: "Users",
    access: { kind: "bearer", scope: "admin:tenant" },
    idempotent: true,
    audit: { fields: ["roles", "access_ends_at"] },
    params: tenantParam,
    body: userCreateSchema,
    problems: [409, 429],
    responses: { 201: { description: "The user", schema: userSchema } },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const now = new Date();
      if (body.access_ends_at && new Date(body.access_ends_at).getTime() <= now.getTime()) {
        throw new HttpProblem("validation-failed", "An invitation's access must end in the future.", [
          {
            field: "access_ends_at",
            pointer: "/access_ends_at",
            code: "INVALID_VALUE",
            message: "Must be in the future",
          },
        ]);
      }
      const token = randomBytes(32).toString("base64url");
      const email = body.email.toLowerCase();
      const row = await ctx.db.tx(async (q) => {
        await lockTenant(q, tenantId);
        const workspace = await workspaceOf(q, tenantId);
        const inviting = workspace?.has_accounts === true;
        if (inviting) await checkCanInvite(q, tenantId, workspace.plan, now);
        else await reserveQuota(q, tenantId, "users");
        const roles = [...new Set(body.roles)];
        const id = ulid();
        const inserted = await insertUser(q, tenantId, {
          id,
          email,
          roles,
          mfaEnabled: body.mfa_enabled,
          createdAt: now,
          accessEndsAt: body.access_ends_at ? new Date(body.access_ends_at) : null,
        });
        if (!inserted) return undefined;
        if (inviting) {
          await insertInvitation(q, {
            tenantId,
            userId: id,
            tokenHash: digestOf(token),
            now,
            expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
          });
          await enqueueEmail(
            q,
            invitationEmail(
              email,
              { workspace: workspace.name, roles: rolesInWords(roles), token },
              ctx.config.mailFrom,
              ctx.config.publicBaseUrl,
            ),
          );
        }
        return memberById(q, tenantId, id);
      });
      if (!row) {
        throw new HttpProblem("duplicate", "A user with this email already exists in this tenant.", [
          { field: "email", pointer: "/email", code: "DUPLICATE", message: "Already a user of this tenant" },
        ]);
      }
      ctx.outbox.wake();
      return { status: 201, body: userRow(row) };
    },
  }),
  operation({
    method: "PATCH",
    path: "/tenants/{tenant_id}/users/{user_id}",
    operationId: "updateUser",
    summary: "Change a user's roles, MFA requirement or access end",
    description:
      "Send roles (replacing the user's roles), mfa_enabled or access_ends_at (null: access does not end), or several. The owner's roles and access change only by transferring ownership (409 owner-required). A member's new role applies to their next request.",
    tag: "Users",
    access: { kind: "bearer", scope: "admin:tenant" },
    idempotent: true,
    params: userParams,
    body: userUpdateSchema,
    problems: [404, 409],
    responses: { 200: { description: "The changed user", schema: userSchema } },
    handler: async ({ params, body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const row = await ctx.db.tx(async (q) => {
        const before = await memberById(q, tenantId, params.user_id);
        if (!before) return undefined;
        if (isOwner(before.roles as string[]) && (body.roles || body.access_ends_at)) {
          throw ownerRequired(body.roles ? "Changing the owner's roles" : "Ending the owner's access");
        }
        await updateUser(q, tenantId, params.user_id, {
          roles: body.roles ? [...new Set(body.roles)] : null,
          mfaEnabled: body.mfa_enabled ?? null,
        });
        if (body.access_ends_at !== undefined) {
          await setAccessEnd(q, tenantId, params.user_id, body.access_ends_at ? new Date(body.access_ends_at) : null);
        }
        return memberById(q, tenantId, params.user_id);
      });
      if (!row) throw notFound("user");
      return { status: 200, body: userRow(row) };
    },
  }),
  operation({
    method: "DELETE",
    path: "/tenants/{tenant_id}/users/{user_id}",
    operationId: "deleteUser",
    summary: "Remove a user (a member, or a pending invitation)",
    description:
      "The person leaves the workspace: their console stops working in it at their next request, and an invitation not yet used stops working. What they recorded stays, and the audit trail keeps who did what. The owner cannot be removed (409 owner-required): transfer ownership first.",
    tag: "Users",
    access: { kind: "bearer", scope: "admin:tenant" },
    idempotent: true,
    params: userParams,
    problems: [404, 409],
    responses: { 200: deletedResponse("user", EXAMPLE_IDS.user_id) },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const removed = await ctx.db.tx(async (q) => {
        const member = await memberById(q, tenantId, params.user_id);
        if (!member) return undefined;
        if (isOwner(member.roles as string[])) throw ownerRequired("Removing the owner");
        await removeUser(q, tenantId, params.user_id);
        if (member.joined) {
          await enqueueWebhookEvent(
            q,
            tenantId,
            "member.removed",
            { user_id: params.user_id, email: String(member.email), roles: member.roles },
            new Date(),
          );
        }
        return member;
      });
      if (!removed) throw notFound("user");
      ctx.webhooks.wake();
      return { status: 200, body: { id: params.user_id, deleted: true } };
    },
  }),
  operation({
    method: "POST",
    path: "/tenants/{tenant_id}/owner",
    operationId: "transferOwnership",
    summary: "Transfer the workspace's ownership to another member",
    description:
      "Only the owner may (403 owner-only), from the console. The member named becomes the owner (their access no longer ends); the former owner becomes an admin. The member must have joined (status active).",
    tag: "Users",
    access: { kind: "bearer", scope: "admin:tenant" },
    idempotent: true,
    audit: { fields: ["user_id"] },
    params: tenantParam,
    body: ownershipTransferSchema,
    problems: [404, 409],
    responses: { 200: { description: "The new owner", schema: userSchema } },
    handler: async ({ body, caller, ctx }) => {
      const c = callerOf(caller);
      if (!isOwner(c.roles)) {
        throw new HttpProblem("owner-only", "Only the workspace's owner can transfer its ownership.");
      }
      const row = await ctx.db.tx(async (q) => {
        const target = await memberById(q, c.tenantId, body.user_id);
        if (!target) return undefined;
        if (!target.joined) {
          throw new HttpProblem(
            "invalid-transition",
            `${String(target.email)} has not joined the workspace yet: ownership goes to a member who has.`,
          );
        }
        await transferOwnership(q, c.tenantId, body.user_id);
        return memberById(q, c.tenantId, body.user_id);
      });
      if (!row) throw notFound("user");
      return { status: 200, body: userRow(row) };
    },
  }),
];
