import type { HTMLInputTypeAttribute } from "react";
import type { z } from "zod";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";
import { formFields } from "../../contracts/form-fields";
import type { Option } from "../../contracts/options";
import { LeadFormFrame } from "./lead-form-frame";
import { type LeadMessages, useLeadForm } from "./use-lead-form";

/** The page forms: every one asks for consent and reaches the company through the one submit path. */
export type PageFormType =
  | "Careers Interest"
  | "Press Inquiry"
  | "Partner Application"
  | "About Demo Request"
  | "Team Collaboration";

type FieldName<T extends PageFormType> = Exclude<keyof (typeof formFields)[T], "consent"> & string;

/** How one field of a page form is drawn; its label comes from `contracts/form-fields.ts`. */
export type LeadField<T extends PageFormType> = {
  name: FieldName<T>;
  /** An input type, "textarea", or "select" (with `options`). */
  kind: Extract<HTMLInputTypeAttribute, "text" | "email" | "url"> | "textarea" | "select";
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "url" | "email";
  hint?: string;
  options?: readonly Option[];
  placeholder?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
};

export type LeadFormSpec<T extends PageFormType> = {
  formType: T;
  loadSchema: () => Promise<z.ZodType<Record<string, unknown>, Record<string, unknown>>>;
  fields: readonly LeadField<T>[];
  submitLabel: string;
  busyLabel: string;
  messages: LeadMessages;
};

/**
 * A page form: field errors beside the fields, nothing sent without consent (the Consent Required warning
 * instead), a busy button while sending, the success message and a cleared form once the lead is stored, or the
 * failure message with the input kept.
 */
export function LeadForm<T extends PageFormType>({ spec }: { spec: LeadFormSpec<T> }) {
  const hydrated = useHydrated();
  const labels = formFields[spec.formType] as Record<string, { label: string }>;
  const defaultValues = Object.fromEntries([...spec.fields.map((f) => [f.name, ""]), ["consent", false]]);
  const form = useLeadForm(spec.formType, spec.loadSchema, {
    defaultValues,
    messages: spec.messages,
  });

  const { field } = form;

  return (
    <LeadFormFrame
      form={form}
      consent={field("consent" as never)}
      submitLabel={spec.submitLabel}
      busyLabel={spec.busyLabel}
      disabled={!hydrated}
    >
      {spec.fields.map((f) => {
        const common = {
          label: labels[f.name]?.label ?? f.name,
          required: f.required,
          hint: f.hint,
          className: f.wide ? "sm:col-span-2" : undefined,
          ...field(f.name as never),
        };
        if (f.kind === "textarea") return <TextAreaField key={f.name} rows={5} {...common} />;
        if (f.kind === "select")
          return <SelectField key={f.name} options={f.options ?? []} placeholder={f.placeholder} {...common} />;
        return (
          <TextField
            key={f.name}
            type={f.kind}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            placeholder={f.placeholder}
            {...common}
          />
        );
      })}
    </LeadFormFrame>
  );
}
