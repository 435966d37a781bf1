import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { signUpSent as copy } from "~/content/account";
import type { AccountScreen } from "./account-screen";
import { signInPath } from "./sign-in-return";

const linkClass = "font-medium text-brand-800 underline underline-offset-4";
const sectionTitle = "text-lg font-semibold text-ink";

/**
 * The register page once the sign-up is taken: where the confirmation email went, what to do with it, that the
 * console can be opened at once and what waits for the confirmation. Its heading takes the focus, so a screen reader
 * reads the new state. Loaded only then (`SignUpSent` in sign-up-form.tsx), and given the account screens' frame
 * (`Screen`, which the register page has loaded) rather than importing it: the form's script lists a lazy module's
 * imports to preload them, and the frame's four would cost the register page's first load some 55 bytes more.
 * A new link is sent from the account page, for the signed-in account only: the sign-up leaves nobody signed in, so
 * the page says where to ask rather than offering a button that cannot work.
 */
export default function SignUpSentScreen({ to, Screen }: { to: string; Screen: typeof AccountScreen }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The frame's heading, focused without giving AccountScreen (on every account page's first load) a prop for it.
    const heading = box.current?.querySelector("h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }, []);
  return (
    <div ref={box}>
      <Screen
        trail={[{ label: "Home", to: "/" }, { label: "Register" }]}
        title={copy.title}
        intro={
          <>
            {copy.sentTo} <strong className="break-words text-ink">{to}</strong>.
          </>
        }
      >
        <div className="grid gap-6 text-ink">
          <section aria-labelledby="sent-next" className="grid gap-2">
            <h2 id="sent-next" className={sectionTitle}>
              {copy.next.title}
            </h2>
            <ol className="list-decimal space-y-2 pl-5">
              {copy.next.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="sent-console" className="grid gap-2">
            <h2 id="sent-console" className={sectionTitle}>
              {copy.console.title}
            </h2>
            <p>{copy.console.text}</p>
            <p>
              <Link to={signInPath("/console")} className={linkClass}>
                {copy.console.link}
              </Link>
            </p>
            <p className="text-muted">{copy.console.limited}</p>
          </section>
          <section aria-labelledby="sent-missing" className="grid gap-2">
            <h2 id="sent-missing" className={sectionTitle}>
              {copy.noEmail.title}
            </h2>
            <p>{copy.noEmail.text}</p>
            <p>
              <Link to="/login" className={linkClass}>
                {copy.noEmail.link}
              </Link>
            </p>
            <p>
              {copy.noEmail.wrongAddress}{" "}
              <Link to="/register" className={linkClass}>
                {copy.noEmail.wrongAddressLink}
              </Link>
              .
            </p>
          </section>
        </div>
      </Screen>
    </div>
  );
}
