import type { KeyboardEventHandler, ReactNode } from "react";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { ConsentField, RequiredNote, SubmitButton } from "./form-parts";
import type { useLeadForm } from "./use-lead-form";
import type { FieldProps } from "./use-schema-form";

type Props = {
  form: Pick<ReturnType<typeof useLeadForm>, "formProps" | "formState">;
  /** The consent box's field props, on forms that ask for consent. */
  consent?: FieldProps;
  submitLabel: string;
  busyLabel: string;
  /** Until the form may be sent (before the page is interactive, or while required fields are empty). */
  disabled?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>;
  className?: string;
  /** The form's own fields, between the required-fields note and the consent box. */
  children: ReactNode;
};

/** A lead form in two columns on wide screens: the required-fields note, its fields, consent, the submit button. */
export function LeadFormFrame({
  form,
  consent,
  submitLabel,
  busyLabel,
  disabled,
  onKeyDown,
  className = "",
  children,
}: Props) {
  return (
    <form
      {...form.formProps}
      onKeyDown={onKeyDown}
      className={`relative grid gap-4 sm:grid-cols-2 ${className}`.trim()}
    >
      <RequiredNote className="sm:col-span-2" />
      <HoneypotField />
      {children}
      {consent && <ConsentField className="sm:col-span-2" {...consent} />}
      <SubmitButton
        className="sm:col-span-2"
        submitting={form.formState.isSubmitting}
        disabled={disabled}
        busyLabel={busyLabel}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
