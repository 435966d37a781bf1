import { site } from "~/content/site";
import { type FieldDescriptions, fieldLabel, formFields } from "../../contracts/form-fields";
import { HONEYPOT_FIELD } from "../../contracts/honeypot";
import type { FormType, SubmissionEnvelope } from "../../contracts/submission";

export type { FieldDescription, FieldDescriptions } from "../../contracts/form-fields";

export type EmailServiceConfig = { serviceId: string; templateId: string; publicKey: string };

export type SubmitOptions = {
  /** Labels (and option labels) for the fallback email; the form type's own (contracts) by default. */
  fields?: FieldDescriptions;
  /** The hidden field's value: empty for people, filled by bots. */
  honeypot?: string;
  /**
   * Whether an unreachable server sends the submission another way (email service, mail link). Off for
   * submissions the visitor did not ask to send as a message, such as a newsletter sign-up.
   */
  fallback?: boolean;
};

export type SubmitResult =
  | { ok: true; channel: "server"; id?: string }
  | { ok: true; channel: "email-service" | "mail-link" }
  /** Our server refused the submission: show the form's error and keep the input. */
  | { ok: false; status: number; detail?: string };

export const SUBMISSIONS_ENDPOINT = "/forms/submissions";

/**
 * What an answer from the submissions endpoint means. A refusal is final; "unreachable" means the lead did not
 * reach our server (network failure, gateway errors, or a host without the endpoint) and must travel another way.
 */
export type ServerOutcome = "accepted" | "refused" | "unreachable";

export function serverOutcome(
  answer: { status: number; contentType?: string | null } | "network-error",
): ServerOutcome {
  if (answer === "network-error") return "unreachable";
  const { status, contentType } = answer;
  if (status >= 200 && status < 300) return "accepted";
  if (status >= 500) return "unreachable";
  // Our server answers every refusal with problem+JSON; a bare 404/405 comes from a host that lacks the endpoint.
  const isProblem = (contentType ?? "").toLowerCase().includes("application/problem+json");
  if ((status === 404 || status === 405) && !isProblem) return "unreachable";
  return "refused";
}

function formatValue(value: unknown, format?: (value: string) => string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    const parts = value.map((v) => formatValue(v, format)).filter((v): v is string => v !== null && v !== "");
    return parts.length ? parts.join(", ") : null;
  }
  if (typeof value === "object") return JSON.stringify(value);
  const text = String(value).trim();
  if (text === "") return null;
  return format ? format(text) : text;
}

/** The submission as "Label: value" lines, in the form's field order, blanks left out. */
export function readableLines(data: Readonly<Record<string, unknown>>, fields: FieldDescriptions = {}): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const description = fields[key];
    const text = formatValue(value, description?.format);
    if (text !== null) lines.push(`${fieldLabel(fields, key)}: ${text}`);
  }
  return lines;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Who sent the form, whichever of the site's forms it is. */
export function sender(data: Readonly<Record<string, unknown>>): { name: string; email: string; company: string } {
  const fullName = text(data.fullName) || text(data.name) || [text(data.firstName), text(data.lastName)].join(" ");
  return {
    name: fullName.trim(),
    email: text(data.email),
    company: text(data.company) || text(data.organization),
  };
}

/** The email service's template parameters, exactly the spec's eight. */
export function emailTemplateParams(
  formType: string,
  data: Readonly<Record<string, unknown>>,
  timestamp: string,
  fields: FieldDescriptions = {},
) {
  const from = sender(data);
  return {
    form_type: formType,
    timestamp,
    from_name: from.name,
    from_email: from.email,
    company: from.company,
    form_data: readableLines(data, fields).join("\n"),
    to_email: site.email.sales,
    subject: from.name ? `${formType} from ${from.name}` : formType,
  };
}
export type EmailTemplateParams = ReturnType<typeof emailTemplateParams>;

/** The mail link of last resort: to sales, subject the form type, body the field lines. */
export function mailtoUrl(formType: string, data: Readonly<Record<string, unknown>>, fields: FieldDescriptions = {}) {
  const body = readableLines(data, fields).join("\r\n");
  return `mailto:${site.email.sales}?subject=${encodeURIComponent(formType)}&body=${encodeURIComponent(body)}`;
}

/** The email service settings baked in at build time, or null unless all three are set. */
export function emailServiceConfig(env: Readonly<Record<string, unknown>>): EmailServiceConfig | null {
  const serviceId = text(env.VITE_EMAILJS_SERVICE_ID);
  const templateId = text(env.VITE_EMAILJS_TEMPLATE_ID);
  const publicKey = text(env.VITE_EMAILJS_PUBLIC_KEY);
  return serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null;
}

async function postToServer(envelope: SubmissionEnvelope): Promise<{ outcome: ServerOutcome; response?: Response }> {
  try {
    const response = await fetch(SUBMISSIONS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, application/problem+json" },
      body: JSON.stringify(envelope),
    });
    return {
      outcome: serverOutcome({ status: response.status, contentType: response.headers.get("content-type") }),
      response,
    };
  } catch {
    return { outcome: "unreachable" };
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Sends through the email service; false when it refuses (451 headless, 403 blocked, 429 limited, 0 network). */
async function sendByEmailService(config: EmailServiceConfig, params: EmailTemplateParams): Promise<boolean> {
  try {
    const emailjs = await import("@emailjs/browser");
    const answer = await emailjs.send(config.serviceId, config.templateId, params, { publicKey: config.publicKey });
    return answer.status === 200;
  } catch {
    return false;
  }
}

/**
 * The one way every form reaches the company. Posts the submission to our server; when the server cannot be
 * reached, sends it by the email service (if configured), and failing that opens a mail to sales, which counts
 * as sent. A refusal from our server is returned as a failure so the form can keep the visitor's input.
 */
export async function submitForm(
  formType: FormType,
  data: Readonly<Record<string, unknown>>,
  opts: SubmitOptions = {},
): Promise<SubmitResult> {
  const timestamp = new Date().toISOString();
  const honeypot = opts.honeypot ?? "";
  const { outcome, response } = await postToServer({
    formType,
    data: { ...data },
    timestamp,
    [HONEYPOT_FIELD]: honeypot,
  });

  if (outcome === "accepted") {
    const body = response ? await readJson(response) : {};
    return { ok: true, channel: "server", id: typeof body.id === "string" ? body.id : undefined };
  }
  if (outcome === "refused") {
    const body = response ? await readJson(response) : {};
    return {
      ok: false,
      status: response?.status ?? 400,
      detail: typeof body.detail === "string" ? body.detail : undefined,
    };
  }

  if (opts.fallback === false) return { ok: false, status: 0 };
  // A filled honeypot is a bot: do not relay it by email.
  if (honeypot !== "") return { ok: true, channel: "mail-link" };

  const fields = opts.fields ?? formFields[formType];
  const config = emailServiceConfig(import.meta.env);
  if (config && (await sendByEmailService(config, emailTemplateParams(formType, data, timestamp, fields)))) {
    return { ok: true, channel: "email-service" };
  }
  window.location.href = mailtoUrl(formType, data, fields);
  return { ok: true, channel: "mail-link" };
}
