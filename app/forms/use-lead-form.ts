import { useRef } from "react";
import { honeypotValue } from "~/components/ui/honeypot-field";
import { submitForm } from "~/lib/submit-form";
import { toast } from "~/lib/toast";
import type { FormType } from "../../contracts/submission";
import { type FieldErrors, type FormSchema, type SchemaFormOptions, useSchemaForm } from "./use-schema-form";

/** What the visitor is told once the lead was stored, or when it could not be sent. */
export type LeadMessages = { success: { title: string; description: string }; failure: string };

/** A submit attempt without consent: the spec's Consent Required toast, shown once however often it is tried. */
function warnIfConsentMissing(errors: FieldErrors) {
  if (errors.consent) toast.error("Consent Required", { id: "consent-required", description: errors.consent.message });
}

/**
 * A lead form: checked with its contract schema, then sent through the one submit path. Once the lead is stored the
 * visitor sees the form's success toast, the form clears and `onSent` runs (a dialog closes); when it could not be
 * sent, "Submission Error" with the form's failure text, and the input stays. Nothing is sent without consent
 * where the form asks for it (the Consent Required warning instead). Spread `formProps` on the `<form>`.
 */
export function useLeadForm<S extends FormSchema>(
  formType: FormType,
  loadSchema: () => Promise<S>,
  { messages, onSent, ...options }: SchemaFormOptions<S> & { messages: LeadMessages; onSent?: () => void },
) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(loadSchema, options);

  const onSubmit = form.handleSubmit(async (data) => {
    const result = await submitForm(formType, data, { honeypot: honeypotValue(formRef.current) });
    if (!result.ok) {
      toast.error("Submission Error", { description: messages.failure });
      return;
    }
    toast.success(messages.success.title, { description: messages.success.description });
    form.reset();
    onSent?.();
  }, warnIfConsentMissing);

  return { ...form, formProps: { ref: formRef, noValidate: true, method: "post", onSubmit } as const };
}
