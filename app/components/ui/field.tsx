import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import type { Option } from "../../../contracts/options";
import { controlClass } from "./control-class";

export type FieldFrame = {
  label: string;
  /** Short guidance under the label, read out with the control. */
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
};

type ControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-required": boolean | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** Label, control, hint and error of one form field, wired for assistive technology. */
export function Field({
  label,
  hint,
  error,
  required,
  className = "",
  control,
}: FieldFrame & { control: (p: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <div className="text-sm font-medium text-ink">
        <label htmlFor={id}>{label}</label>
        {required && <RequiredMark />}
      </div>
      {control({
        id,
        "aria-invalid": Boolean(error),
        "aria-required": required || undefined,
        "aria-describedby": describedBy,
        className: controlClass,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type Own = "id" | "className" | "required";

/** Splits a field's props into its frame (label, hint, error, required, layout) and the control's own. */
export function splitFrame<T extends FieldFrame>({ label, hint, error, required, className, ...control }: T) {
  return [{ label, hint, error, required, className }, control] as const;
}

export function TextField(
  props: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, Own> & { ref?: React.Ref<HTMLInputElement> },
) {
  const [frame, input] = splitFrame(props);
  return <Field {...frame} control={(p) => <input type="text" {...input} {...p} />} />;
}

export function TextAreaField(
  props: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own> & { ref?: React.Ref<HTMLTextAreaElement> },
) {
  const [frame, textarea] = splitFrame(props);
  return (
    <Field
      {...frame}
      control={(p) => <textarea rows={4} {...textarea} {...p} className={`${p.className} resize-y`} />}
    />
  );
}

/** A native select: the option list's labels are shown, its values are sent. */
export function SelectField(
  props: FieldFrame &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, Own> & {
      options: readonly Option[];
      placeholder?: string;
      ref?: React.Ref<HTMLSelectElement>;
    },
) {
  const [frame, { options, placeholder = "Select an option", ...select }] = splitFrame(props);
  return (
    <Field
      {...frame}
      control={(p) => (
        <select {...select} {...p}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
