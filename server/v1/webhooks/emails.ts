import { type ComposedEmail, htmlDocument, senderName } from "../../mail/compose";
import { escapeHtml } from "../../mail/html";

/** The email the tenant's admins get when one of its webhook endpoints is disabled after failing deliveries. */
export function endpointDisabledEmail(
  to: string,
  endpoint: { url: string; id: string; reason: string },
  mailFrom: string,
  publicBaseUrl: string,
): ComposedEmail {
  const brand = senderName(mailFrom);
  const subject = `A ${brand} webhook endpoint was disabled`;
  const paragraphs = [
    `Your webhook endpoint ${endpoint.url} (${endpoint.id}) kept failing and was disabled: ${endpoint.reason}.`,
    "Events are no longer sent to it. Once it answers again, check it with POST /v1/webhooks/endpoints/{id}/test, then enable it with PATCH /v1/webhooks/endpoints/{id} and enabled true; replay the deliveries it missed with POST /v1/webhooks/deliveries/{id}/replay.",
    `The API reference: ${publicBaseUrl}/api`,
  ];
  const html = htmlDocument(subject, paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(""));
  return { kind: "account", recipient: to, subject, text: paragraphs.join("\n\n"), html };
}
