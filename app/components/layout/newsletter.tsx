import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { prepareToasts, toast } from "~/lib/toast";

/** How long the button reads "Subscribed" (spec section 9). */
export const SUBSCRIBED_CONFIRMATION_MS = 3000;
export const SUBSCRIBED_MESSAGE =
  "Thank you for subscribing! You'll receive the latest carbon insights and updates in your inbox.";

/** The footer's newsletter box. Blank input is ignored; there is no format check (spec section 5). */
export function Newsletter({ onSubscribe }: { onSubscribe?: (email: string) => void }) {
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [subscribed, setSubscribed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return;
    setEmail("");
    setSubscribed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSubscribed(false), SUBSCRIBED_CONFIRMATION_MS);
    toast.success(SUBSCRIBED_MESSAGE);
    onSubscribe?.(trimmed);
  };

  return (
    <form onSubmit={subscribe} noValidate className="rounded-xl bg-brand-800 p-5">
      <label htmlFor={inputId} className="block text-base font-semibold text-white">
        Subscribe to our newsletter
      </label>
      <p className="mt-1 text-sm text-brand-100">Carbon insights, regulation updates and product news.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => {
            prepareToasts(); // the thank-you is a toast
            setEmail(event.target.value);
          }}
          className="min-h-11 w-full min-w-0 rounded-lg border border-brand-200 bg-white px-3 text-sm text-ink placeholder:text-slate-500"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-white"
        >
          {subscribed ? "Subscribed" : "Subscribe"}
        </button>
      </div>
    </form>
  );
}
