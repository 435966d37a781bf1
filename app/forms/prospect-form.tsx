import type { ReactNode } from "react";
import { SelectField, TextField } from "~/components/ui/field";
import type { Option } from "../../contracts/options";
import { industries } from "../../contracts/options";
import { LeadFormFrame } from "./lead-form-frame";
import { submitOnEnter } from "./submit-on-enter";
import type { useLeadForm } from "./use-lead-form";
import type { FieldProps } from "./use-schema-form";

type ProspectField = "fullName" | "email" | "company" | "jobTitle" | "industry" | "companySize";
type FieldLabels = Record<ProspectField, { readonly label: string }>;

type Props = {
  form: Pick<ReturnType<typeof useLeadForm>, "formProps" | "formState"> & {
    /** The form's field props (registration, error) for a name. */
    field: (name: ProspectField | "consent") => FieldProps;
  };
  labels: FieldLabels;
  /** The demo form and the sales form offer different company sizes. */
  companySizes: readonly Option[];
  /** Every field the form needs is set (its button stays disabled until then). */
  ready: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The form's own fields, after who is asking. */
  children: ReactNode;
};

/**
 * The demo request and the sales inquiry: who is asking (the six required fields both open with), the form's own
 * fields, then consent. Enter in a field tries to submit even while the button waits for required fields.
 */
export function ProspectForm({ form, labels, companySizes, ready, submitLabel, busyLabel, children }: Props) {
  const { field } = form;
  return (
    <LeadFormFrame
      form={form}
      consent={field("consent")}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      disabled={!ready}
      onKeyDown={submitOnEnter}
    >
      <TextField label={labels.fullName.label} required autoComplete="name" {...field("fullName")} />
      <TextField label={labels.email.label} type="email" required autoComplete="email" {...field("email")} />
      <TextField label={labels.company.label} required autoComplete="organization" {...field("company")} />
      <TextField label={labels.jobTitle.label} required autoComplete="organization-title" {...field("jobTitle")} />
      <SelectField
        label={labels.industry.label}
        required
        options={industries.list}
        placeholder="Select your industry"
        {...field("industry")}
      />
      <SelectField
        label={labels.companySize.label}
        required
        options={companySizes}
        placeholder="Select company size"
        {...field("companySize")}
      />
      {children}
    </LeadFormFrame>
  );
}
