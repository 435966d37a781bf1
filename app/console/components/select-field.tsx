import { useId } from "react";

/** A labelled select whose choice the view keeps in the address. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  fill = false,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** As wide as its column, never wider: a long option is cut short rather than widening the page. */
  fill?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={`${fill ? "w-full " : ""}min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
