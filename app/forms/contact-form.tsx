import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { useHydrated } from "~/lib/use-hydrated";
import { formFields } from "../../contracts/form-fields";
import { interests } from "../../contracts/options";
import { RequiredNote, SubmitButton } from "./form-parts";
import { useLeadForm } from "./use-lead-form";

const fields = formFields["Contact Form"];

type Props = {
  /** Called after the message was sent (the dialog closes itself with it). */
  onDone?: () => void;
  /** Put the cursor in the first field on mount, as dialogs do. */
  autoFocus?: boolean;
  className?: string;
};

/** The contact message form, in the Contact Us dialog and on the home page. */
export function ContactForm({ onDone, autoFocus = false, className = "" }: Props) {
  const hydrated = useHydrated();
  const { field, formState, formProps } = useLeadForm(
    "Contact Form",
    () => import("../../contracts/forms").then((m) => m.contactMessageSchema),
    {
      defaultValues: { name: "", email: "", company: "", message: "", interest: "" },
      focus: autoFocus ? "name" : undefined,
      messages: {
        success: { title: "Message Sent!", description: "We'll get back to you within 24 hours." },
        failure: "There was an error sending your message. Please try again or contact us directly.",
      },
      onSent: onDone,
    },
  );

  return (
    <form {...formProps} className={`relative grid gap-4 sm:grid-cols-2 ${className}`.trim()}>
      <RequiredNote className="sm:col-span-2" />
      <HoneypotField />
      <TextField label={fields.name.label} required autoComplete="name" {...field("name")} />
      <TextField label={fields.email.label} type="email" required autoComplete="email" {...field("email")} />
      <TextField label={fields.company.label} autoComplete="organization" {...field("company")} />
      <SelectField
        label={fields.interest.label}
        options={interests.list}
        placeholder="Select a topic"
        {...field("interest")}
      />
      <TextAreaField label={fields.message.label} required rows={5} className="sm:col-span-2" {...field("message")} />
      <SubmitButton
        className="sm:col-span-2"
        submitting={formState.isSubmitting}
        disabled={!hydrated}
        busyLabel="Sending Message…"
      >
        Send Message
      </SubmitButton>
    </form>
  );
}
