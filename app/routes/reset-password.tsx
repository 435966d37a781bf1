import { AccountScreen } from "~/account/account-screen";
import { ResetPasswordForm } from "~/account/reset-password-form";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Set a new password",
    description: "Set a new password for your CarbonTracker account with the link we emailed you.",
    path: "/reset-password",
    noindex: true,
  });

export default function ResetPassword() {
  return (
    <AccountScreen
      trail={[{ label: "Home", to: "/" }, { label: "Login", to: "/login" }, { label: "Set a new password" }]}
      title="Set a new password"
      intro="Choose a new password for your account. Every other session of the account is signed out when it is set."
    >
      <ResetPasswordForm />
    </AccountScreen>
  );
}
