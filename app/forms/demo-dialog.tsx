import type { DialogBodyProps } from "~/components/dialogs/registry";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { formFields } from "../../contracts/form-fields";
import { demoCompanySizes, demoTimelines } from "../../contracts/options";
import { ConsentField, RequiredNote, SubmitButton } from "./form-parts";
import { prospectFields } from "./prospect-fields";
import { submitOnEnter } from "./submit-on-enter";
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
  const { field, formState, formProps } = form;
  const ready = form.allFilled(["fullName", "email", "company", "jobTitle", "industry", "timeline", "consent"]);

  return (
    <form {...formProps} onKeyDown={submitOnEnter} className="relative grid gap-4 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <HoneypotField />
      {prospectFields({ field, labels: fields, companySizes: demoCompanySizes.list })}
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
      <ConsentField className="sm:col-span-2" {...field("consent")} />
      <SubmitButton
        className="sm:col-span-2"
        submitting={formState.isSubmitting}
        disabled={!ready}
        busyLabel="Scheduling Demo…"
      >
        Schedule Demo
      </SubmitButton>
    </form>
  );
}
