import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { RequiredMark } from "./field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "className" | "required"> & {
  label: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it and its error below. */
export function CheckboxField({ label, error, required, className = "", ...input }: Props) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          aria-invalid={Boolean(error)}
          aria-required={required || undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700"
          {...input}
        />
        <div className="text-sm text-ink">
          <label htmlFor={id} className="cursor-pointer">
            {label}
          </label>
          {required && <RequiredMark />}
        </div>
      </div>
      {error && (
        <p id={errorId} className="pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
