import { HONEYPOT_FIELD } from "../../../contracts/honeypot";

/** The field people never see and bots fill in; submitForm sends its value so the server can drop bots. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>Leave this field empty</label>
      <input
        id={`${HONEYPOT_FIELD}-field`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The hidden field's value in a form, or "" when absent. */
export function honeypotValue(form: HTMLFormElement | null | undefined): string {
  const value = form ? new FormData(form).get(HONEYPOT_FIELD) : null;
  return typeof value === "string" ? value : "";
}
