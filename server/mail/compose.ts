import { demoTimelines, industries } from "../../contracts/options";
import type { FormType } from "../../contracts/submission";
import { type DescribedField, describeFields } from "./fields";
import { escapeHtml, headerSafe } from "./html";

export type OutboxKind = "lead_notification" | "confirmation" | "account";

/** An email to put in the outbox. */
export type ComposedEmail = {
  kind: OutboxKind;
  recipient: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

export type SubmissionFacts = {
  id: string;
  formType: FormType;
  data: Record<string, unknown>;
  submittedAt: Date;
  receivedAt: Date;
};

export type MailContext = { leadsTo: string; mailFrom: string };

/** "CarbonTracker <no-reply@…>" → "CarbonTracker": the brand our emails speak for. */
export function senderName(mailFrom: string) {
  const m = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom);
  return m?.[1]?.trim() || "CarbonTracker";
}

function str(data: Record<string, unknown>, key: string) {
  const v = data[key];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

/** Who a lead is from, for the subject line: the organisation when given, else the person. */
function leadName(data: Record<string, unknown>) {
  return (
    str(data, "company") ??
    str(data, "organization") ??
    str(data, "publication") ??
    str(data, "fullName") ??
    str(data, "name") ??
    "a website visitor"
  );
}

function textTable(fields: DescribedField[]) {
  return fields.map((f) => `${f.label}: ${f.value.replace(/\r?\n/g, "\n  ")}`).join("\n");
}

function htmlTable(fields: DescribedField[]) {
  const rows = fields
    .map(
      (f) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(f.label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(f.value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`;
}

export function htmlDocument(title: string, body: string) {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;color:#111">${body}</body></html>`
  );
}

/** The email telling the sales team about a lead; replying answers the visitor. */
export function leadNotification(s: SubmissionFacts, ctx: MailContext): ComposedEmail {
  const fields = describeFields(s.formType, s.data);
  const subject = headerSafe(`New ${s.formType} from ${leadName(s.data)}`);
  const when = s.receivedAt.toISOString();
  const text = [
    `New ${s.formType} received ${when} (sent from the browser at ${s.submittedAt.toISOString()}).`,
    "",
    textTable(fields),
    "",
    `Submission ${s.id}. Reply to this email to answer the visitor directly.`,
  ].join("\n");
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:18px">New ${escapeHtml(s.formType)}</h1>` +
      `<p>Received ${escapeHtml(when)} (sent from the browser at ${escapeHtml(s.submittedAt.toISOString())}).</p>` +
      htmlTable(fields) +
      `<p style="color:#555">Submission ${escapeHtml(s.id)}. Reply to this email to answer the visitor directly.</p>`,
  );
  return { kind: "lead_notification", recipient: ctx.leadsTo, replyTo: str(s.data, "email"), subject, text, html };
}

/**
 * The confirmation a demo requester is promised ("Check your email for confirmation details").
 * It repeats only values chosen from our own lists, never free text, so the form cannot be used to
 * send someone else a message of an attacker's choosing.
 */
export function demoConfirmation(s: SubmissionFacts, ctx: MailContext): ComposedEmail | undefined {
  const to = str(s.data, "email");
  if (!to) return undefined;
  const brand = senderName(ctx.mailFrom);
  const chosen: DescribedField[] = [];
  const industry = str(s.data, "industry");
  const timeline = str(s.data, "timeline");
  if (industry) chosen.push({ name: "industry", label: "Industry", value: industries.label(industry) });
  if (timeline) chosen.push({ name: "timeline", label: "Timeline", value: demoTimelines.label(timeline) });
  const subject = `Your ${brand} demo request`;
  const intro = `Thank you for requesting a demo of ${brand}. Our team will contact you within 24 hours to schedule your personalized demo.`;
  const outro = "If you did not make this request, you can ignore this email.";
  const text = [intro, "", textTable(chosen), "", outro].join("\n");
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p>${htmlTable(chosen)}<p style="color:#555">${escapeHtml(outro)}</p>`,
  );
  return { kind: "confirmation", recipient: to, replyTo: ctx.leadsTo, subject, text, html };
}

/**
 * Every email a submission causes. Newsletter sign-ups cause none: the spec's newsletter sends nothing,
 * and a subscriber list is not a lead for the sales team (subscribers are listed by the admin export).
 */
export function emailsFor(s: SubmissionFacts, ctx: MailContext): ComposedEmail[] {
  if (s.formType === "Newsletter") return [];
  const emails = [leadNotification(s, ctx)];
  if (s.formType === "Demo Request") {
    const confirmation = demoConfirmation(s, ctx);
    if (confirmation) emails.push(confirmation);
  }
  return emails;
}
