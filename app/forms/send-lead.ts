import { honeypotValue } from "~/components/ui/honeypot-field";
import { submitForm } from "~/lib/submit-form";
import { toast } from "~/lib/toast";
import type { FormType } from "../../contracts/submission";
import type { FieldErrors } from "./use-schema-form";

export type LeadMessages = { success: { title: string; description: string }; failure: string };

/**
 * Sends a form through the one submit path and tells the visitor how it went: the form's success toast, or
 * "Submission Error" with its failure text (the input stays). Resolves true when the lead was sent.
 */
export async function sendLead(
  formType: FormType,
  data: Readonly<Record<string, unknown>>,
  form: HTMLFormElement | null,
  messages: LeadMessages,
): Promise<boolean> {
  const result = await submitForm(formType, data, { honeypot: honeypotValue(form) });
  if (result.ok) toast.success(messages.success.title, { description: messages.success.description });
  else toast.error("Submission Error", { description: messages.failure });
  return result.ok;
}

/** A submit attempt without consent: the spec's Consent Required toast, shown once however often it is tried. */
export function warnIfConsentMissing(errors: FieldErrors) {
  if (errors.consent) toast.error("Consent Required", { id: "consent-required", description: errors.consent.message });
}
