import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { AccountScreen } from "~/account/account-screen";
import { useSession } from "~/account/auth-client";
import { LoginForm } from "~/account/login-form";
import { afterSignInPath } from "~/account/sign-in-return";
import { accountPath } from "~/components/layout/account-link";
import { pageMeta } from "~/lib/meta";

// Served at /login and /carbontracker/login; both name /login as the canonical address.
export const meta = () =>
  pageMeta({
    title: "Login",
    description: "Sign in to your CarbonTracker workspace to track, analyse and report Scope 1-3 emissions.",
    path: "/login",
  });

export default function Login() {
  const state = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  // A signed-in visitor has nothing to do here: on to where the sign-in was asked from, or the account.
  useEffect(() => {
    if (state?.signedIn) navigate(afterSignInPath(accountPath, search), { replace: true });
  }, [state, navigate, search]);
  return (
    <AccountScreen
      trail={[{ label: "Home", to: "/" }, { label: "Login" }]}
      title="Sign in to CarbonTracker"
      intro="Welcome back. Enter your work email and password."
    >
      <LoginForm />
    </AccountScreen>
  );
}
