import type { FastifyRequest } from "fastify";
import { AUTH_PATHS } from "../../contracts/account";
import type { Db } from "../db/client";
import { appendAuditEvent } from "../v1/audit/audit-store";
import { accountWorkspaces } from "./workspace-store";

/**
 * A sign-in is an event in the audit trail of each of the account's workspaces: who signed in, when, with or without
 * a second factor, and the request (no address, no email). After the session is open: a failure to append is logged
 * and the person is still signed in.
 */
export async function recordSignInEvents(db: Db, req: FastifyRequest, accountId: string, secondFactor: boolean) {
  try {
    for (const workspace of await accountWorkspaces(db, accountId)) {
      await appendAuditEvent(db, workspace.tenantId, {
        actorType: "account",
        actorId: accountId,
        type: "signIn",
        resourceType: "accounts",
        resourceId: accountId,
        requestId: String(req.id),
        changes: null,
        data: { method: "POST", path: AUTH_PATHS.signIn, status: 200, second_factor: secondFactor },
      });
    }
  } catch (err) {
    req.log.error({ code: (err as { code?: unknown })?.code }, "sign-in audit event not recorded");
  }
}
