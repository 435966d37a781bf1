import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useSession } from "~/account/auth-client";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Container } from "~/components/ui/container";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Your account",
    description: "Your CarbonTracker account, its sandbox tenant, sessions and two-factor sign-in.",
    path: "/account",
    noindex: true,
  });

/**
 * The signed-in view shows only once /auth/session has answered, so its code (the two-factor and deletion forms
 * among it) is a chunk of its own, fetched alongside that request rather than with the page.
 */
const loadSignedInAccount = () => import("~/account/signed-in-account");
const SignedInAccount = lazy(loadSignedInAccount);
const LOADING = "Loading your account…";

/** The signed-in visitor's page: never prerendered with anyone's data; it asks /auth/session once hydrated. */
export default function Account() {
  const state = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    // Fetched now, alongside the session request; a failed fetch shows when the view renders.
    loadSignedInAccount().catch(() => {});
  }, []);
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
          <Suspense fallback={<StatusLine>{LOADING}</StatusLine>}>
            <SignedInAccount account={state.account} />
          </Suspense>
        ) : (
          <StatusLine>
            {state ? (
              <>
                You are signed out.{" "}
                <Link to="/login" className="font-medium text-brand-800 underline underline-offset-4">
                  Sign in
                </Link>
              </>
            ) : (
              LOADING
            )}
          </StatusLine>
        )}
      </Container>
    </div>
  );
}

function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-6 min-h-40 text-muted">
      {children}
    </p>
  );
}
