import type { DialogBodyProps } from "~/components/dialogs/dialog-body";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { formFields } from "../../contracts/form-fields";
import { demoCompanySizes, demoTimelines } from "../../contracts/options";
import { ProspectForm } from "./prospect-form";
import { useLeadForm } from "./use-lead-form";

const fields = formFields["Demo Request"];

export default function DemoDialog({ close }: DialogBodyProps) {
  const form = useLeadForm("Demo Request", () => import("../../contracts/forms").then((m) => m.demoRequestSchema), {
    defaultValues: {
      fullName: "",
      email: "",
      company: "",
      jobTitle: "",
      facilities: "",
      currentChallenges: "",
      consent: false as never,
    },
    focus: "fullName",
    messages: {
      success: {
        title: "Demo Request Submitted Successfully!",
        description:
          "Our team will contact you within 24 hours to schedule your personalized demo. Check your email for confirmation details.",
      },
      failure: "There was an error submitting your demo request. Please try again or contact us directly.",
    },
    onSent: close,
  });
  const { field } = form;
  const ready = form.allFilled(["fullName", "email", "company", "jobTitle", "industry", "timeline", "consent"]);

  return (
    <ProspectForm
      form={form}
      labels={fields}
      companySizes={demoCompanySizes.list}
      ready={ready}
      submitLabel="Schedule Demo"
      busyLabel="Scheduling Demo…"
    >
      <TextField
        label={fields.facilities.label}
        inputMode="numeric"
        hint="Plants, offices, warehouses or sites"
        {...field("facilities")}
      />
      <SelectField
        label={fields.timeline.label}
        required
        options={demoTimelines.list}
        placeholder="Select a timeline"
        {...field("timeline")}
      />
      <TextAreaField
        label={fields.currentChallenges.label}
        className="sm:col-span-2"
        hint="What would you like the demo to focus on?"
        {...field("currentChallenges")}
      />
    </ProspectForm>
  );
}
