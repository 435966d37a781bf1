import type { DialogBodyProps } from "~/components/dialogs/dialog-body";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { formFields } from "../../contracts/form-fields";
import { annualRevenues, budgets, preferredContacts, salesCompanySizes, salesTimelines } from "../../contracts/options";
import { ProspectForm } from "./prospect-form";
import { useLeadForm } from "./use-lead-form";

const fields = formFields["Sales Inquiry"];

export default function SalesDialog({ close }: DialogBodyProps) {
  const form = useLeadForm("Sales Inquiry", () => import("../../contracts/forms").then((m) => m.salesInquirySchema), {
    defaultValues: {
      fullName: "",
      email: "",
      company: "",
      jobTitle: "",
      requirements: "",
      phoneNumber: "",
      consent: false as never,
    },
    focus: "fullName",
    messages: {
      success: {
        title: "Sales Inquiry Submitted Successfully!",
        description: "Our sales team will contact you within 2 business hours.",
      },
      failure: "There was an error submitting your sales inquiry. Please try again or contact us directly.",
    },
    onSent: close,
  });
  const { field } = form;
  const ready = form.allFilled([
    "fullName",
    "email",
    "company",
    "jobTitle",
    "industry",
    "companySize",
    "timeline",
    "consent",
  ]);

  return (
    <ProspectForm
      form={form}
      labels={fields}
      companySizes={salesCompanySizes.list}
      ready={ready}
      submitLabel="Contact Sales"
      busyLabel="Submitting Inquiry…"
    >
      <SelectField
        label={fields.annualRevenue.label}
        options={annualRevenues.list}
        placeholder="Select annual revenue"
        {...field("annualRevenue")}
      />
      <SelectField
        label={fields.budget.label}
        options={budgets.list}
        placeholder="Select a budget"
        {...field("budget")}
      />
      <SelectField
        label={fields.timeline.label}
        required
        options={salesTimelines.list}
        placeholder="Select a timeline"
        {...field("timeline")}
      />
      <TextField label={fields.phoneNumber.label} type="tel" autoComplete="tel" {...field("phoneNumber")} />
      <SelectField
        label={fields.preferredContact.label}
        options={preferredContacts.list}
        placeholder="Select a contact method"
        {...field("preferredContact")}
      />
      <TextAreaField
        label={fields.requirements.label}
        className="sm:col-span-2"
        hint="Facilities, scopes, frameworks (BRSR, CDP, ISO 14064) and integrations you need"
        {...field("requirements")}
      />
    </ProspectForm>
  );
}
