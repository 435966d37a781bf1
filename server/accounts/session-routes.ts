import type { FastifyInstance } from "fastify";
import { AUTH_PATHS, type SessionState, type TotpEnrolment } from "../../contracts/account";
import { deleteAccountSchema, totpConfirmSchema } from "../../contracts/forms";
import { HttpProblem } from "../http/problem";
import { enqueueEmail } from "../mail/enqueue";
import { type AccountRow, accountById, deleteAccount, issueLinkToken, summaryOf } from "./account-store";
import { type AccountsContext, emailKey, parseBody, signedInPost } from "./context";
import { verificationEmail } from "./emails";
import { checkSignInAllowed, limiter, recordSignInFailure } from "./limits";
import { verifyPassword } from "./passwords";
import { secondFactorAccepted } from "./second-factor";
import { clearSessionCookie, closeOtherSessions, closeSession, currentSession } from "./sessions";
import { acceptedStep, newEnrolment, newRecoveryCodes, recoveryCodeDigest } from "./totp";
import { ownedWorkspacesWithOthers, setAccountUsersMfa } from "./workspace-store";

const wrongCode = () =>
  new HttpProblem("validation-failed", "That code is not valid.", [
    { field: "code", pointer: "/code", code: "INVALID", message: "That code is not valid. Try the next one" },
  ]);

/**
 * Until the address is confirmed, whoever signed up with it may not be its owner: a second factor they set up would
 * lock the owner out, so enrolment waits for the confirmation (which removes whatever was set up before it).
 */
function requireConfirmedAddress(account: AccountRow) {
  if (account.email_verified_at === null) {
    throw new HttpProblem(
      "forbidden",
      "Confirm your email address first: two-factor sign-in can be set up once it is confirmed. Open the link we emailed you, or ask for a new one on your account page.",
    );
  }
}

/** What a signed-in visitor does: read the session, sign out, confirm the address, enrol TOTP, delete the account. */
export async function sessionRoutes(app: FastifyInstance, ctx: AccountsContext) {
  const { db } = app;
  const limits = limiter(db, app.config.accountAddressLimits);

  app.get(AUTH_PATHS.session, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const session = await currentSession(db, req);
    const account = session ? await accountById(db, session.accountId) : undefined;
    if (!session || !account) {
      if (session === undefined && req.headers.cookie?.includes("ct_session=")) clearSessionCookie(req, reply);
      return { signedIn: false } satisfies SessionState;
    }
    return {
      signedIn: true,
      csrfToken: session.csrfToken,
      account: await summaryOf(db, account, session.remember),
    } satisfies SessionState;
  });

  app.post(AUTH_PATHS.signOut, { bodyLimit: 1024 }, async (req, reply) => {
    const { session } = await signedInPost(app, req);
    await closeSession(db, session.idHash);
    clearSessionCookie(req, reply);
    return reply.code(204).send();
  });

  app.post(AUTH_PATHS.signOutEverywhere, { bodyLimit: 1024 }, async (req, reply) => {
    const { account } = await signedInPost(app, req);
    await closeOtherSessions(db, account.id);
    clearSessionCookie(req, reply);
    return reply.code(204).send();
  });

  app.post(AUTH_PATHS.resendVerification, { bodyLimit: 1024 }, async (req, reply) => {
    const { account } = await signedInPost(app, req);
    if (account.email_verified_at !== null) return reply.code(202).send({ status: "accepted" });
    await limits.byEmail("verify-email", emailKey(ctx, account.email));
    await db.tx(async (q) => {
      const token = await issueLinkToken(q, account.id, "verify-email");
      await enqueueEmail(q, verificationEmail(account.email, token, ctx.mail));
    });
    ctx.wake();
    return reply.code(202).send({ status: "accepted" });
  });

  app.post(AUTH_PATHS.totpEnrol, { bodyLimit: 1024 }, async (req, reply) => {
    const { account } = await signedInPost(app, req);
    requireConfirmedAddress(account);
    if (account.totp_secret) {
      throw new HttpProblem("duplicate", "Two-factor sign-in is on already for this account.");
    }
    const enrolment = await newEnrolment(account.email);
    await db.query("UPDATE account SET totp_pending_secret = $2 WHERE id = $1", [account.id, enrolment.secret]);
    reply.header("Cache-Control", "no-store");
    return enrolment satisfies TotpEnrolment;
  });

  app.post(AUTH_PATHS.totpConfirm, { bodyLimit: 1024 }, async (req, reply) => {
    const { account } = await signedInPost(app, req);
    const { code } = parseBody(totpConfirmSchema, req.body);
    requireConfirmedAddress(account);
    if (account.totp_secret) throw new HttpProblem("duplicate", "Two-factor sign-in is on already for this account.");
    if (!account.totp_pending_secret) {
      throw new HttpProblem("validation-failed", "Start the enrolment first.", [
        { field: "code", pointer: "/code", code: "INVALID", message: "Start the enrolment first" },
      ]);
    }
    // Codes are guessed as passwords are: the sign-in's limits, waits and lock apply. A right code here proves only
    // that the session holds the secret it was just shown, so it clears nothing.
    const emailHash = emailKey(ctx, account.email);
    await limits.byEmail("sign-in", emailHash);
    await checkSignInAllowed(db, emailHash);
    const step = acceptedStep(account.totp_pending_secret, code, null);
    if (step === undefined) {
      await recordSignInFailure(db, emailHash);
      throw wrongCode();
    }
    const codes = newRecoveryCodes();
    await db.tx(async (q) => {
      await q.query(
        "UPDATE account SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2 WHERE id = $1",
        [account.id, step],
      );
      await setAccountUsersMfa(q, account.id, true);
      await q.query("DELETE FROM account_recovery_code WHERE account_id = $1", [account.id]);
      for (const c of codes) {
        await q.query("INSERT INTO account_recovery_code (account_id, code_hash) VALUES ($1, $2)", [
          account.id,
          recoveryCodeDigest(c),
        ]);
      }
    });
    reply.header("Cache-Control", "no-store");
    return { recoveryCodes: codes };
  });

  app.post(AUTH_PATHS.deleteAccount, { bodyLimit: 2048 }, async (req, reply) => {
    const { account } = await signedInPost(app, req);
    const body = parseBody(deleteAccountSchema, req.body);
    const emailHash = emailKey(ctx, account.email);
    // The password and code are checked as at sign-in: its limits, waits and lock (a locked account is not deleted).
    await limits.byAddress("sign-in", req.addressKey);
    await limits.byEmail("sign-in", emailHash);
    await checkSignInAllowed(db, emailHash);
    if (!(await verifyPassword(body.password, account.password_hash, app.config.passwordCost))) {
      await recordSignInFailure(db, emailHash);
      throw new HttpProblem("validation-failed", "The password is not right.", [
        { field: "password", pointer: "/password", code: "INVALID", message: "The password is not right" },
      ]);
    }
    if (account.totp_secret) {
      if (body.code === undefined) {
        throw new HttpProblem("validation-failed", "Enter a code from your authenticator app.", [
          { field: "code", pointer: "/code", code: "REQUIRED", message: "Enter the 6-digit code or a recovery code" },
        ]);
      }
      if (!(await secondFactorAccepted(db, account, body.code))) {
        await recordSignInFailure(db, emailHash);
        throw wrongCode();
      }
    }
    const shared = await ownedWorkspacesWithOthers(db, account.id);
    if (shared.length > 0) {
      throw new HttpProblem(
        "owner-required",
        `You own ${shared.join(", ")}, where others are members or invited. Transfer its ownership to one of them, or remove them, in the console's Members view before deleting your account: deleting it would delete the workspace and its data for everyone.`,
      );
    }
    await deleteAccount(db, account, emailHash);
    clearSessionCookie(req, reply);
    return reply.code(204).send();
  });
}
