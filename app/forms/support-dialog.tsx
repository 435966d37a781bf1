import type { DialogBodyProps } from "~/components/dialogs/dialog-body";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { formFields } from "../../contracts/form-fields";
import { supportTopics } from "../../contracts/options";
import { LeadFormFrame } from "./lead-form-frame";
import { useLeadForm } from "./use-lead-form";

const fields = formFields["Support Request"];

export default function SupportDialog({ close }: DialogBodyProps) {
  const form = useLeadForm(
    "Support Request",
    () => import("../../contracts/forms").then((m) => m.supportRequestSchema),
    {
      defaultValues: { name: "", email: "", company: "", message: "" },
      focus: "name",
      messages: {
        success: {
          title: "Support Request Sent!",
          description:
            "Our support team will send a first response within 1 business day (IST). P1 issues are handled 24x7.",
        },
        failure: "There was an error sending your support request. Please try again or contact us directly.",
      },
      onSent: close,
    },
  );

  const { field } = form;

  return (
    <LeadFormFrame form={form} submitLabel="Send Support Request" busyLabel="Sending Request…">
      <TextField label={fields.name.label} required autoComplete="name" {...field("name")} />
      <TextField label={fields.email.label} type="email" required autoComplete="email" {...field("email")} />
      <TextField label={fields.company.label} autoComplete="organization" {...field("company")} />
      <SelectField
        label={fields.topic.label}
        required
        options={supportTopics.list}
        placeholder="Select a topic"
        {...field("topic")}
      />
      <TextAreaField
        label={fields.message.label}
        required
        rows={5}
        className="sm:col-span-2"
        hint="Include the page, facility or API endpoint involved and any error text. For a P1 (production down), say so first."
        {...field("message")}
      />
    </LeadFormFrame>
  );
}
