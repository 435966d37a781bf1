import { AccountScreen } from "~/components/account/account-screen";
import { LoginForm } from "~/forms/login-form";
import { pageMeta } from "~/lib/meta";

// Served at /login and /carbontracker/login; both name /login as the canonical address.
export const meta = () =>
  pageMeta({
    title: "Login",
    description: "Sign in to your CarbonTracker workspace to track, analyse and report Scope 1-3 emissions.",
    path: "/login",
  });

export default function Login() {
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
