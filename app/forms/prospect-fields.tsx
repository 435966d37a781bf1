import { SelectField, TextField } from "~/components/ui/field";
import type { Option } from "../../contracts/options";
import { industries } from "../../contracts/options";
import type { FieldProps } from "./use-schema-form";

type ProspectField = "fullName" | "email" | "company" | "jobTitle" | "industry" | "companySize";
type FieldLabels = Record<ProspectField, { readonly label: string }>;

type Props = {
  /** The form's field props (registration, error) for a name. */
  field: (name: ProspectField) => FieldProps;
  labels: FieldLabels;
  /** The demo form and the sales form offer different company sizes. */
  companySizes: readonly Option[];
};

/**
 * Who is asking: the six required fields the demo request and the sales inquiry both open with. Called during
 * the form's own render (not mounted as a component), with the form's own field props.
 */
export function prospectFields({ field, labels, companySizes }: Props) {
  return (
    <>
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
    </>
  );
}
