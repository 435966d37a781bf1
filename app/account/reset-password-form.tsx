import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { PasswordField } from "~/components/ui/password-field";
import { SubmitButton } from "~/forms/form-parts";
import { useSchemaForm } from "~/forms/use-schema-form";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { ACCOUNT_RULES, AUTH_PATHS } from "../../contracts/account";
import { authPost, linkTokenFromLocation } from "./auth-client";
import { showRefusal } from "./auth-refusal";

/** Sets a new password with the emailed link's token; every other session of the account ends. */
export function ResetPasswordForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [token, setToken] = useState("");
  useEffect(() => setToken(linkTokenFromLocation()), []);
  const { field, register, handleSubmit, reset, setError, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.resetPasswordSchema),
    { defaultValues: { password: "", confirmPassword: "" } },
  );

  const onSubmit = handleSubmit(
    async (data) => {
      const answer = await authPost(AUTH_PATHS.resetPassword, data);
      if (!answer.ok) {
        showRefusal(answer, setError, ["password", "confirmPassword"], "The password could not be set");
        return;
      }
      reset();
      toast.success("Your new password is set", {
        description: "Every other session of your account has been signed out. Sign in with the new password.",
      });
      navigate("/login");
    },
    (errors) => {
      if (errors.token)
        toast.error("This link is not complete", { description: "Open the link from the email again." });
    },
  );

  return (
    <form noValidate method="post" onSubmit={onSubmit} className="grid gap-4">
      <input type="hidden" value={token} {...register("token")} />
      <PasswordField
        label="New password"
        required
        autoComplete="new-password"
        hint={`${ACCOUNT_RULES.passwordMin} to ${ACCOUNT_RULES.passwordMax} characters; common passwords are refused`}
        {...field("password")}
      />
      <PasswordField label="Confirm new password" required autoComplete="new-password" {...field("confirmPassword")} />
      <SubmitButton submitting={formState.isSubmitting} disabled={!hydrated} busyLabel="Saving…">
        Set New Password
      </SubmitButton>
    </form>
  );
}
