import { Link } from "react-router";
import { AccountScreen } from "~/account/account-screen";
import { ForgotPasswordForm } from "~/account/forgot-password-form";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Forgot Password",
    description: "Get a link to set a new password for your CarbonTracker account.",
    path: "/forgot-password",
  });

export default function ForgotPassword() {
  return (
    <AccountScreen
      trail={[{ label: "Home", to: "/" }, { label: "Login", to: "/login" }, { label: "Forgot Password" }]}
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to set a new password."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{" "}
        <Link to="/login" className="font-medium text-brand-800 underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </AccountScreen>
  );
}
