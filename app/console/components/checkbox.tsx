import { type ReactNode, useId } from "react";

/**
 * A checkbox with its label beside it, and a hint read out with it. The console's own: a module the console shared with
 * the site's forms would be split from their chunk, and the sign-in and sign-up pages would load one more script.
 */
export function Checkbox({
  label,
  hint,
  checked,
  onChange,
  disabled,
  className = "",
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`.trim()}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700"
      />
      <div className="text-sm text-ink">
        <label htmlFor={id} className="cursor-pointer">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
