import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";
import { formFields } from "../../contracts/form-fields";
import { interests } from "../../contracts/options";
import { LeadFormFrame } from "./lead-form-frame";
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
  const form = useLeadForm("Contact Form", () => import("../../contracts/forms").then((m) => m.contactMessageSchema), {
    defaultValues: { name: "", email: "", company: "", message: "", interest: "" },
    focus: autoFocus ? "name" : undefined,
    messages: {
      success: { title: "Message Sent!", description: "We'll get back to you within 24 hours." },
      failure: "There was an error sending your message. Please try again or contact us directly.",
    },
    onSent: onDone,
  });

  const { field } = form;

  return (
    <LeadFormFrame
      form={form}
      submitLabel="Send Message"
      busyLabel="Sending Message…"
      disabled={!hydrated}
      className={className}
    >
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
    </LeadFormFrame>
  );
}
