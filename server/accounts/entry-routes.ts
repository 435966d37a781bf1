import type { FastifyInstance, FastifyReply } from "fastify";
import { AUTH_PATHS, type SignInAnswer } from "../../contracts/account";
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signUpSchema,
  verifyEmailSchema,
} from "../../contracts/forms";
import type { Queryable } from "../db/client";
import { DatabaseUnavailableError } from "../db/unavailable";
import { HttpProblem } from "../http/problem";
import { enqueueEmail } from "../mail/enqueue";
import {
  accountByEmail,
  accountById,
  confirmAddress,
  consumeLinkToken,
  createAccount,
  issueLinkToken,
  recordSignIn,
  removedAnything,
} from "./account-store";
import { type AccountsContext, emailKey, parseBody, publicPost } from "./context";
import { alreadyRegisteredEmail, removedAtConfirmationEmail, resetEmail, verificationEmail } from "./emails";
import { checkSignInAllowed, clearSignInFailures, limiter, recordSignInFailure } from "./limits";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords";
import { secondFactorAccepted } from "./second-factor";
import { closeOtherSessions, closeSession, currentSession, openSession } from "./sessions";
import { recordSignInEvents } from "./sign-in-events";

const ACCEPTED = { status: "accepted" } as const;

function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw new HttpProblem("validation-failed", "Some fields need attention.", [
      {
        field: "password",
        pointer: "/password",
        code: "INVALID",
        message: "This password is one of the most common ones. Choose another",
      },
    ]);
  }
}

const linkRefused = () =>
  new HttpProblem("validation-failed", "This link is not valid any more.", [
    {
      field: "token",
      pointer: "/token",
      code: "INVALID",
      message: "This link was used already, has expired or is not one we sent. Ask for a new one.",
    },
  ]);

/** Sign-up, email verification, sign-in, forgotten and reset passwords: the requests made without a session. */
export async function entryRoutes(app: FastifyInstance, ctx: AccountsContext) {
  const { db } = app;
  const limits = limiter(db, app.config.accountAddressLimits);
  // Work done once the answer has gone (a reset link): a closing server lets it finish.
  const afterAnswers = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(afterAnswers);
  });
  const afterAnswer = (reply: FastifyReply, work: () => Promise<void>, onError: (err: unknown) => void) => {
    reply.raw.once("close", () => {
      const run = work().catch(onError);
      afterAnswers.add(run);
      void run.finally(() => afterAnswers.delete(run));
    });
  };

  app.post(AUTH_PATHS.signUp, publicPost(app), async (req, reply) => {
    const body = parseBody(signUpSchema, req.body);
    refuseCommonPassword(body.password);
    await limits.byAddress("sign-up", req.addressKey);
    await limits.byEmail("sign-up", emailKey(ctx, body.email));
    // Hashed on both paths, so a known address answers in the same time as a new one.
    const passwordHash = await hashPassword(body.password, app.config.passwordCost);
    const existing = await accountByEmail(db, body.email);
    if (existing) {
      await enqueueEmail(db, alreadyRegisteredEmail(existing.email, ctx.mail));
    } else {
      try {
        // The account and its own workspace, empty: a few rows, as a known address's email is one.
        await db.tx(async (q) => {
          const { accountId } = await createAccount(q, { ...body, passwordHash });
          const token = await issueLinkToken(q, accountId, "verify-email");
          await enqueueEmail(q, verificationEmail(body.email.toLowerCase(), token, ctx.mail));
        });
      } catch (err) {
        // The same address signing up twice at once: the second finds the first's account.
        const raced = await accountByEmail(db, body.email);
        if (!raced) throw err;
      }
    }
    ctx.wake();
    return reply.code(202).send(ACCEPTED);
  });

  /** Confirms the address; what was set up before goes, and the owner is told what (in the caller's transaction). */
  async function confirmInTx(q: Queryable, accountId: string, by: "confirmation" | "reset", keep?: string) {
    const removed = await confirmAddress(q, accountId, keep);
    if (!removed || !removedAnything(removed)) return false;
    const account = await accountById(q, accountId);
    if (account) await enqueueEmail(q, removedAtConfirmationEmail(account.email, removed, by, ctx.mail));
    return true;
  }

  app.post(AUTH_PATHS.verifyEmail, publicPost(app), async (req) => {
    const { token } = parseBody(verifyEmailSchema, req.body);
    await limits.byAddress("verify-email", req.addressKey);
    const current = await currentSession(db, req);
    const verified = await db.tx(async (q) => {
      const accountId = await consumeLinkToken(q, token, "verify-email");
      if (!accountId) return undefined;
      const keep = current?.accountId === accountId ? current.idHash : undefined;
      return { told: await confirmInTx(q, accountId, "confirmation", keep) };
    });
    if (!verified) throw linkRefused();
    if (verified.told) ctx.wake();
    return { status: "verified" };
  });

  app.post(AUTH_PATHS.signIn, publicPost(app), async (req, reply) => {
    const body = parseBody(loginSchema, req.body);
    const emailHash = emailKey(ctx, body.email);
    await limits.byAddress("sign-in", req.addressKey);
    await limits.byEmail("sign-in", emailHash);
    await checkSignInAllowed(db, emailHash);
    const account = await accountByEmail(db, body.email);
    // Without an account the same hashing work is done against a dummy hash.
    const passwordOk = await verifyPassword(body.password, account?.password_hash, app.config.passwordCost);
    if (!account || !passwordOk) {
      await recordSignInFailure(db, emailHash);
      throw new HttpProblem("unauthorized", "Wrong email or password.");
    }
    if (account.totp_secret) {
      if (body.code === undefined) return { status: "code-required" } satisfies SignInAnswer;
      if (!(await secondFactorAccepted(db, account, body.code))) {
        await recordSignInFailure(db, emailHash);
        throw new HttpProblem("unauthorized", "That code is not valid.", [
          { field: "code", pointer: "/code", code: "INVALID", message: "That code is not valid. Try the next one" },
        ]);
      }
    }
    const previous = await currentSession(db, req);
    await db.tx(async (q) => {
      // A new id at every sign-in: whatever session the browser had is closed, never carried over.
      if (previous) await closeSession(q, previous.idHash);
      await clearSignInFailures(q, emailHash);
      await recordSignIn(q, account);
      await openSession(q, req, reply, account.id, body.rememberMe === true);
    });
    await recordSignInEvents(db, req, account.id, account.totp_secret !== null);
    reply.header("Cache-Control", "no-store");
    return { status: "signed-in" } satisfies SignInAnswer;
  });

  app.post(AUTH_PATHS.forgotPassword, publicPost(app), async (req, reply) => {
    const { email } = parseBody(forgotPasswordSchema, req.body);
    await limits.byAddress("forgot-password", req.addressKey);
    await limits.byEmail("forgot-password", emailKey(ctx, email));
    // Whether the address has an account is looked up only once the answer has gone, so both answers take the same
    // work and time.
    afterAnswer(
      reply,
      async () => {
        const account = await accountByEmail(db, email);
        if (!account) return;
        await db.tx(async (q) => {
          const token = await issueLinkToken(q, account.id, "reset-password");
          await enqueueEmail(q, resetEmail(account.email, token, ctx.mail));
        });
        ctx.wake();
      },
      (err) => {
        if (err instanceof DatabaseUnavailableError)
          app.log.warn("a reset link was not sent: the database is unreachable");
        else app.log.error({ err }, "sending a reset link failed");
      },
    );
    return reply.code(202).send(ACCEPTED);
  });

  app.post(AUTH_PATHS.resetPassword, publicPost(app), async (req) => {
    const body = parseBody(resetPasswordSchema, req.body);
    refuseCommonPassword(body.password);
    await limits.byAddress("reset-password", req.addressKey);
    const passwordHash = await hashPassword(body.password, app.config.passwordCost);
    const current = await currentSession(db, req);
    const reset = await db.tx(async (q) => {
      const accountId = await consumeLinkToken(q, body.token, "reset-password");
      const account = accountId ? await accountById(q, accountId) : undefined;
      if (!account) return undefined;
      const keep = current?.accountId === account.id ? current.idHash : undefined;
      // The link reached the owner's inbox, which also confirms the address.
      const told = await confirmInTx(q, account.id, "reset", keep);
      await q.query("UPDATE account SET password_hash = $2 WHERE id = $1", [account.id, passwordHash]);
      await q.query("DELETE FROM account_token WHERE account_id = $1 AND purpose = 'reset-password'", [account.id]);
      await closeOtherSessions(q, account.id, keep);
      await clearSignInFailures(q, emailKey(ctx, account.email));
      return { told };
    });
    if (!reset) throw linkRefused();
    if (reset.told) ctx.wake();
    return { status: "reset" };
  });
}
