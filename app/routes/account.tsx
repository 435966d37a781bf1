import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { AccountPanel } from "~/components/account/account-panel";
import { AccountRules } from "~/components/account/account-rules";
import { SessionsPanel } from "~/components/account/sessions-panel";
import { VerificationState } from "~/components/account/verification-state";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Container } from "~/components/ui/container";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import { DeleteAccountForm } from "~/forms/delete-account-form";
import { TotpEnrolment } from "~/forms/totp-enrolment";
import { useSession } from "~/lib/auth-client";
import { pageMeta } from "~/lib/meta";
import type { AccountSummary } from "../../contracts/account";

export const meta = () =>
  pageMeta({
    title: "Your account",
    description: "Your CarbonTracker account, its sandbox tenant, sessions and two-factor sign-in.",
    path: "/account",
    noindex: true,
  });

const date = (iso: string | null) => (iso ? new Date(iso).toUTCString().replace(/ GMT$/, " UTC") : "Never");

function Details({ account }: { account: AccountSummary }) {
  const rows: [string, React.ReactNode][] = [
    ["Name", `${account.firstName} ${account.lastName}`],
    ["Email", account.email],
    ["Email address", <VerificationState key="v" verified={account.emailVerified} />],
    ["Company", account.company],
    [
      "Sandbox tenant",
      <code key="t" className="break-all font-mono">
        {account.tenantId}
      </code>,
    ],
    ["Account created", date(account.createdAt)],
    ["Last sign-in", date(account.lastLoginAt)],
  ];
  return (
    <AccountPanel title="Account">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted">{term}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
    </AccountPanel>
  );
}

/** The signed-in visitor's page: never prerendered with anyone's data; it asks /auth/session once hydrated. */
export default function Account() {
  const state = useSession();
  const navigate = useNavigate();
  // A visitor who arrives signed out is sent to sign in; one who signs out here goes where that action leads.
  const wasSignedIn = useRef(false);
  if (state?.signedIn) wasSignedIn.current = true;
  useEffect(() => {
    if (state && !state.signedIn && !wasSignedIn.current) navigate("/login", { replace: true });
  }, [state, navigate]);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white py-8 sm:py-12">
      <Container>
        <Breadcrumb trail={[{ label: "Home", to: "/" }, { label: "Your account" }]} />
        <h1 className="mt-6 text-2xl font-bold text-ink sm:text-3xl">Your account</h1>
        <NoScriptNotice>Your account page needs JavaScript. Turn it on and reload the page.</NoScriptNotice>
        {state?.signedIn && (
          <p className="mt-2 text-muted">
            Your tenant's emissions, trends and forecast are in{" "}
            <Link to="/console" className="font-medium text-brand-800 underline underline-offset-4">
              your console
            </Link>
            .
          </p>
        )}
        {state?.signedIn ? (
          <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
            <Details account={state.account} />
            <SessionsPanel account={state.account} />
            <AccountPanel title="Two-factor sign-in">
              <TotpEnrolment enabled={state.account.mfaEnabled} />
            </AccountPanel>
            <AccountRules />
            <AccountPanel title="Delete account">
              <DeleteAccountForm mfaEnabled={state.account.mfaEnabled} />
            </AccountPanel>
          </div>
        ) : (
          <p role="status" className="mt-6 min-h-40 text-muted">
            {state ? (
              <>
                You are signed out.{" "}
                <Link to="/login" className="font-medium text-brand-800 underline underline-offset-4">
                  Sign in
                </Link>
              </>
            ) : (
              "Loading your account…"
            )}
          </p>
        )}
      </Container>
    </div>
  );
}
