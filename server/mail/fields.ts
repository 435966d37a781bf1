import { fieldLabel, formFields } from "../../contracts/form-fields";
import type { FormType } from "../../contracts/submission";

export type DescribedField = { name: string; label: string; value: string };

/** The submitted fields in form order, as a person reads them: the form's labels, option labels, Yes/No. */
export function describeFields(formType: FormType, data: Record<string, unknown>): DescribedField[] {
  const fields = formFields[formType];
  const out: DescribedField[] = [];
  for (const [name, raw] of Object.entries(data)) {
    if (raw === undefined || raw === null || raw === "") continue;
    const format = (fields as Record<string, { format?: (v: string) => string }>)[name]?.format;
    const value =
      typeof raw === "boolean"
        ? raw
          ? "Yes"
          : "No"
        : typeof raw === "string"
          ? (format?.(raw) ?? raw)
          : JSON.stringify(raw);
    out.push({ name, label: fieldLabel(fields, name), value });
  }
  return out;
}
