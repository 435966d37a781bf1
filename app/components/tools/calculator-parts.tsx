import type { FormEvent, ReactNode, RefObject } from "react";
import { TextField } from "~/components/ui/field";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import type { FieldCopy, ToolPageCopy } from "~/content/tools/calculator";

const preventSubmit = (e: FormEvent) => e.preventDefault();

/**
 * A free calculator: its form beside its results (above them on a phone). The results region is announced
 * politely as it changes; the formulas, with the numbers put in, sit under both. The page is prerendered with the
 * form's starting figures and their results, so it reads the same before (or without) its script.
 */
export function CalculatorFrame({
  copy,
  formRef,
  onInput,
  fields,
  summary,
  formulas,
  formulasLayout = "lg:grid-cols-2",
}: {
  copy: Pick<ToolPageCopy, "form" | "results" | "noScript">;
  formRef: RefObject<HTMLFormElement | null>;
  onInput: () => void;
  fields: ReactNode;
  summary: ReactNode;
  formulas: ReactNode;
  /** How the formulas are laid out on wide screens (a grid's columns). */
  formulasLayout?: string;
}) {
  return (
    <div className="grid gap-10 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div>
        <h2 id="calculator-form-title" className="text-xl font-bold text-ink sm:text-2xl">
          {copy.form.title}
        </h2>
        <p className="mt-2 text-sm text-muted">{copy.form.example}</p>
        {/* No submit button and several fields: Enter does not submit, with or without scripts. */}
        <form
          ref={formRef}
          aria-labelledby="calculator-form-title"
          className="mt-6 space-y-8"
          onInput={onInput}
          onChange={onInput}
          onSubmit={preventSubmit}
          noValidate
        >
          {fields}
        </form>
      </div>
      <div>
        <h2 id="calculator-results-title" className="text-xl font-bold text-ink sm:text-2xl">
          {copy.results.title}
        </h2>
        <NoScriptNotice>{copy.noScript}</NoScriptNotice>
        <div role="status" aria-live="polite" aria-labelledby="calculator-results-title" className="mt-4">
          {summary}
        </div>
      </div>
      <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 sm:p-5 lg:col-span-2">
        <h3 className="font-semibold text-ink">{copy.results.formulasTitle}</h3>
        <div className={`mt-3 grid gap-4 ${formulasLayout}`}>{formulas}</div>
        <p className="mt-4 text-muted">{copy.results.rounding}</p>
      </div>
    </div>
  );
}

/** A group of the form's fields under its legend, two to a row from small screens up. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <div className="mt-3 grid items-start gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** One figure of the form: labelled, with its hint and, when it cannot be used, the reason beside it. */
export function FigureField({
  name,
  copy,
  defaultValue,
  error,
  required = true,
  text = false,
  wide = false,
}: {
  name: string;
  copy: FieldCopy;
  defaultValue: string;
  error?: string;
  required?: boolean;
  /** Words, not a number (a source, a unit). */
  text?: boolean;
  /** Across both columns. */
  wide?: boolean;
}) {
  return (
    <TextField
      name={name}
      label={copy.label}
      hint={copy.hint}
      defaultValue={defaultValue}
      error={error}
      required={required}
      inputMode={text ? "text" : "decimal"}
      autoComplete="off"
      spellCheck={text ? undefined : false}
      className={wide ? "sm:col-span-2" : undefined}
    />
  );
}

/** One result: its label (and what it is measured in) and its value, or why there is none yet. */
export function ResultRow({
  label,
  detail,
  value,
  missing,
  emphasis = false,
}: {
  label: string;
  detail?: string;
  /** The figure; null when it cannot be computed from the form as it stands. */
  value: string | null;
  /** Why there is no figure. */
  missing?: string;
  emphasis?: boolean;
}) {
  return (
    <div
      className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl px-4 py-3 ring-1 ${
        emphasis ? "bg-brand-50 ring-brand-100" : "bg-white ring-slate-200"
      }`}
    >
      <dt className="text-sm font-medium text-slate-700">
        {label}
        {detail && <span className="block text-xs font-normal text-muted">{detail}</span>}
      </dt>
      <dd className={`ml-auto text-right font-bold break-words text-brand-900 ${emphasis ? "text-2xl" : "text-lg"}`}>
        {value ?? <span className="text-sm font-medium text-muted">{missing}</span>}
      </dd>
    </div>
  );
}

/** One formula with the numbers put in: its name, the rule, and the rule worked through. */
export function Formula({ name, rule, worked }: { name: string; rule: string; worked: string }) {
  return (
    <p>
      <span className="font-semibold text-ink">{name}</span> = {rule}
      <span className="block break-words">= {worked}</span>
    </p>
  );
}
