import { AccountScreen } from "~/account/account-screen";
import { SignedUp, SignUpForm } from "~/account/sign-up-form";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Create your account",
    description: "Create a CarbonTracker account to measure, report and verify your organisation's emissions.",
    path: "/register",
  });

/** The sign-up form; once a sign-up is taken, where the confirmation email went and what comes next. */
export default function Register() {
  return (
    <SignedUp Screen={AccountScreen}>
      <AccountScreen
        trail={[{ label: "Home", to: "/" }, { label: "Register" }]}
        title="Create your account"
        intro="Start measuring Scope 1, 2 and 3 emissions with CarbonTracker."
      >
        <SignUpForm />
      </AccountScreen>
    </SignedUp>
  );
}
