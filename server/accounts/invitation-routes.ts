import type { FastifyInstance } from "fastify";
import { AUTH_PATHS, type InvitationSummary, type Workspace } from "../../contracts/account";
import { invitationTokenSchema } from "../../contracts/forms";
import { HttpProblem } from "../http/problem";
import { appendAuditEvent } from "../v1/audit/audit-store";
import { enqueueWebhookEvent } from "../v1/webhooks/webhooks-store";
import type { AccountRow } from "./account-store";
import { type AccountsContext, emailKey, parseBody, signedInPost } from "./context";
import { limiter } from "./limits";
import { digestOf } from "./sessions";
import { type Invitation, invitationByToken, joinByInvitation, membershipOf } from "./workspace-store";

const NO_SUCH_LINK =
  "This invitation link does not work: it was mistyped, or a newer invitation replaced it, or the person was removed. Ask the workspace's administrator to invite you again.";

/** Why the account may not accept the invitation, or undefined when it may. */
function refusal(inv: Invitation, account: AccountRow, now: Date): string | undefined {
  if (inv.accepted_at) return "This invitation was used already. If it was you, the workspace is in your console.";
  if (inv.expires_at.getTime() <= now.getTime()) {
    return "This invitation has expired. Ask the workspace's administrator to invite you again.";
  }
  if (inv.email.toLowerCase() !== account.email.toLowerCase()) {
    return `This invitation is for ${inv.email}, and you are signed in as ${account.email}. Sign in with the invited address to join.`;
  }
  if (account.email_verified_at === null) {
    return "Confirm your email address first, with the link we sent when you signed up, then open the invitation again.";
  }
  return undefined;
}

/**
 * Invitations to join a workspace, for the signed-in person: POST /auth/invitation says what a link offers (the
 * workspace, the roles, to whom, until when, and whether this account may accept it), POST /auth/invitation/accept
 * joins. Only the invited address, confirmed, may join (anyone could sign up with an address before confirming it).
 * The token's checks are throttled per client address and per account.
 */
export async function invitationRoutes(app: FastifyInstance, ctx: AccountsContext) {
  const { db } = app;
  const limits = limiter(db, app.config.accountAddressLimits);

  async function lookUp(req: Parameters<typeof signedInPost>[1]) {
    const { account } = await signedInPost(app, req);
    const { token } = parseBody(invitationTokenSchema, req.body ?? {});
    await limits.byAddress("invitation", req.addressKey);
    await limits.byEmail("invitation", emailKey(ctx, account.email));
    return { account, tokenHash: digestOf(token) };
  }

  app.post(AUTH_PATHS.invitation, { bodyLimit: 1024 }, async (req, reply) => {
    const { account, tokenHash } = await lookUp(req);
    const inv = await invitationByToken(db, tokenHash);
    if (!inv) throw new HttpProblem("not-found", NO_SUCH_LINK);
    const problem = refusal(inv, account, new Date());
    reply.header("Cache-Control", "no-store");
    return {
      workspace: inv.workspace,
      roles: inv.roles,
      email: inv.email,
      expiresAt: inv.expires_at.toISOString(),
      acceptable: problem === undefined,
      ...(problem ? { problem } : {}),
    } satisfies InvitationSummary;
  });

  app.post(AUTH_PATHS.acceptInvitation, { bodyLimit: 1024 }, async (req, reply) => {
    const { account, tokenHash } = await lookUp(req);
    const workspace = await db.tx(async (q): Promise<Workspace> => {
      const inv = await invitationByToken(q, tokenHash, true);
      if (!inv) throw new HttpProblem("not-found", NO_SUCH_LINK);
      const problem = refusal(inv, account, new Date());
      if (problem) throw new HttpProblem("forbidden", problem);
      if (await membershipOf(q, account.id, inv.tenant_id)) {
        throw new HttpProblem("duplicate", `You are a member of ${inv.workspace} already: choose it in the console.`);
      }
      const now = new Date();
      await joinByInvitation(q, tokenHash, {
        accountId: account.id,
        tenantId: inv.tenant_id,
        userId: inv.user_id,
        mfaEnabled: account.totp_secret !== null,
        now,
      });
      await enqueueWebhookEvent(
        q,
        inv.tenant_id,
        "member.added",
        { user_id: inv.user_id, email: inv.email, roles: inv.roles },
        now,
      );
      return { tenantId: inv.tenant_id, name: inv.workspace, kind: "member" };
    });
    try {
      await appendAuditEvent(db, workspace.tenantId, {
        actorType: "account",
        actorId: account.id,
        type: "joinWorkspace",
        resourceType: "users",
        resourceId: account.id,
        requestId: String(req.id),
        changes: null,
        data: { method: "POST", path: AUTH_PATHS.acceptInvitation, status: 201 },
      });
    } catch (err) {
      req.log.error({ code: (err as { code?: unknown })?.code }, "joining audit event not recorded");
    }
    reply.header("Cache-Control", "no-store");
    return reply.code(201).send(workspace);
  });
}
