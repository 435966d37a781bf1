import { type ComposedEmail, htmlDocument, senderName } from "../../mail/compose";
import { escapeHtml } from "../../mail/html";

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/**
 * The email asking someone to join a workspace. The link carries its token in the fragment (as the account emails'
 * links do), which browsers never send to a server or in a Referer.
 */
export function invitationEmail(
  to: string,
  invite: { workspace: string; roles: string; token: string },
  mailFrom: string,
  publicBaseUrl: string,
): ComposedEmail {
  const brand = senderName(mailFrom);
  const subject = `You are invited to ${invite.workspace} on ${brand}`;
  const url = `${publicBaseUrl}/console#invitation=${invite.token}`;
  const paragraphs = [
    `You are invited to join the ${invite.workspace} workspace on ${brand} as ${invite.roles}.`,
    `Open the link below, sign in (or create an account with this email address and confirm it first), and choose Join. The link works once, within ${INVITATION_DAYS} days.`,
    "If you did not expect this, ignore this email: nothing happens unless you join.",
  ];
  const html = htmlDocument(
    subject,
    `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(url)}">Open the invitation</a></p>`,
  );
  return {
    kind: "account",
    recipient: to,
    subject,
    text: `${paragraphs.join("\n\n")}\n\nOpen the invitation: ${url}`,
    html,
  };
}
