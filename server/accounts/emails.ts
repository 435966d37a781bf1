import { ACCOUNT_RULES } from "../../contracts/account";
import { type ComposedEmail, htmlDocument, senderName } from "../mail/compose";
import { escapeHtml } from "../mail/html";
import type { RemovedAtConfirmation } from "./account-store";

export type AccountMailContext = { mailFrom: string; publicBaseUrl: string };

function email(to: string, subject: string, paragraphs: string[], link: { url: string; label: string } | undefined) {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join("\n\n");
  const html = htmlDocument(
    subject,
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
      (link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ""),
  );
  return { kind: "account", recipient: to, subject, text, html } satisfies ComposedEmail;
}

/**
 * The links carry their token in the fragment, which browsers never send to a server or in a Referer, so
 * the token stays out of every access log on the way.
 */
const linkTo = (ctx: AccountMailContext, page: string, token: string) => `${ctx.publicBaseUrl}${page}#token=${token}`;

export function verificationEmail(to: string, token: string, ctx: AccountMailContext): ComposedEmail {
  const brand = senderName(ctx.mailFrom);
  return email(
    to,
    `Confirm your email for ${brand}`,
    [
      `Your ${brand} account and its sandbox tenant are ready. Next steps: confirm this address with the link below, then sign in to see your account and your tenant.`,
      `The link works once, within ${ACCOUNT_RULES.verifyLinkHours} hours. Until the address is confirmed you can sign in, but not create API clients or set up two-factor sign-in.`,
      "If you did not create this account, ignore this email.",
    ],
    { url: linkTo(ctx, "/verify-email", token), label: "Confirm your email address" },
  );
}

/** Sent when someone signs up with an address that already has an account: the answer they saw was the usual one. */
export function alreadyRegisteredEmail(to: string, ctx: AccountMailContext): ComposedEmail {
  const brand = senderName(ctx.mailFrom);
  return email(
    to,
    `Someone tried to create a ${brand} account with your email`,
    [
      `Someone (perhaps you) tried to create a new ${brand} account with this address, which already has one. No second account was created.`,
      "If it was you and you have forgotten your password, set a new one with the link below. If not, you can ignore this email.",
    ],
    { url: `${ctx.publicBaseUrl}/forgot-password`, label: "Set a new password" },
  );
}

export function resetEmail(to: string, token: string, ctx: AccountMailContext): ComposedEmail {
  const brand = senderName(ctx.mailFrom);
  return email(
    to,
    `Set a new ${brand} password`,
    [
      `Someone (perhaps you) asked to set a new password for your ${brand} account.`,
      `The link works once, within ${ACCOUNT_RULES.resetLinkMinutes} minutes. Setting a new password signs out every other session of your account and lifts a sign-in lock.`,
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ],
    { url: linkTo(ctx, "/reset-password", token), label: "Set a new password" },
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Sent when confirming the address removed what was set up before it was confirmed (`confirmAddress`): until then
 * anyone could have signed up with the address, so the owner is told what went, and how to lock a stranger out.
 */
export function removedAtConfirmationEmail(
  to: string,
  removed: RemovedAtConfirmation,
  by: "confirmation" | "reset",
  ctx: AccountMailContext,
): ComposedEmail {
  const brand = senderName(ctx.mailFrom);
  const what = [
    ...(removed.sessions > 0 ? [`${count(removed.sessions, "other session", "other sessions")} signed out`] : []),
    ...(removed.secondFactor ? ["two-factor sign-in turned off, its recovery codes deleted"] : []),
    ...(removed.apiKeys > 0 ? [`${count(removed.apiKeys, "API key", "API keys")} revoked`] : []),
  ];
  return email(
    to,
    `Your ${brand} address is confirmed: what was set up before was removed`,
    [
      `This email address is now confirmed for your ${brand} account. Until it was, anyone could have created the account with this address and signed in to it, so what was set up before the confirmation has been removed: ${what.join("; ")}.`,
      by === "reset"
        ? "Your new password is now the only one that signs in. If you set these up yourself, sign in and set them up again."
        : "If you set these up yourself, sign in and set them up again. If you did not create this account, or are not sure who knows its password, set a new password with the link below: that signs out every other session.",
    ],
    by === "reset" ? undefined : { url: `${ctx.publicBaseUrl}/forgot-password`, label: "Set a new password" },
  );
}
