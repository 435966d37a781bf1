import { useEffect, useState } from "react";
import { Link } from "react-router";
import { AccountScreen } from "~/account/account-screen";
import { authPost, linkTokenFromLocation, refreshSession } from "~/account/auth-client";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import { pageMeta } from "~/lib/meta";
import { AUTH_PATHS } from "../../contracts/account";

export const meta = () =>
  pageMeta({
    title: "Confirm your email",
    description: "Confirm the email address of your CarbonTracker account.",
    path: "/verify-email",
    noindex: true,
  });

type State = "checking" | "verified" | "refused";

const linkClass = "font-medium text-brand-800 underline underline-offset-4";

/** Opened from the link in the confirmation email; the token is in the address's fragment. */
export default function VerifyEmail() {
  const [state, setState] = useState<State>("checking");
  const [detail, setDetail] = useState("");
  useEffect(() => {
    const token = linkTokenFromLocation();
    if (!token) {
      setState("refused");
      setDetail("This address has no confirmation code. Open the link from the email again.");
      return;
    }
    void authPost(AUTH_PATHS.verifyEmail, { token }).then((answer) => {
      if (answer.ok) {
        setState("verified");
        void refreshSession();
      } else {
        setState("refused");
        setDetail(answer.errors[0]?.message ?? answer.detail);
      }
    });
  }, []);

  return (
    <AccountScreen
      trail={[{ label: "Home", to: "/" }, { label: "Confirm your email" }]}
      title="Confirm your email"
      intro="We check the link from your confirmation email."
    >
      <NoScriptNotice>Confirming your email needs JavaScript. Turn it on and open the link again.</NoScriptNotice>
      <div role="status" className="min-h-24">
        {state === "checking" && <p className="text-muted">Checking your link…</p>}
        {state === "verified" && (
          <p className="text-ink">
            Your email address is confirmed.{" "}
            <Link to="/account" className={linkClass}>
              Go to your account
            </Link>
            .
          </p>
        )}
        {state === "refused" && (
          <p className="text-ink">
            {detail} You can ask for a new link on{" "}
            <Link to="/account" className={linkClass}>
              your account page
            </Link>
            .
          </p>
        )}
      </div>
    </AccountScreen>
  );
}
