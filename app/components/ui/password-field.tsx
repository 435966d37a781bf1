import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";
import { Field, type FieldFrame, type Own, splitFrame } from "./field";

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(
  props: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, Own | "type"> & { ref?: React.Ref<HTMLInputElement> },
) {
  const [frame, input] = splitFrame(props);
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...frame}
      control={(p) => (
        <div className="relative">
          <input type={shown ? "text" : "password"} {...input} {...p} className={`${p.className} pr-12`} />
          <button
            type="button"
            onClick={() => setShown((v) => !v)}
            aria-pressed={shown}
            aria-label={`Show ${frame.label.toLowerCase()}`}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
          >
            {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      )}
    />
  );
}
