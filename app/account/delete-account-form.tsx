import { useNavigate } from "react-router";
import { TextField } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";
import { SubmitButton } from "~/forms/form-parts";
import { useSchemaForm } from "~/forms/use-schema-form";
import { toast } from "~/lib/toast";
import { AUTH_PATHS } from "../../contracts/account";
import { authPost, refreshSession } from "./auth-client";
import { showRefusal } from "./auth-refusal";

/** Deletes the account, its sessions and its workspaces with all their data, once the password is given again. */
export function DeleteAccountForm({ mfaEnabled }: { mfaEnabled: boolean }) {
  const navigate = useNavigate();
  const { field, handleSubmit, setError, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.deleteAccountSchema),
    { defaultValues: { password: "", code: "" } },
  );
  const onSubmit = handleSubmit(async (data) => {
    const answer = await authPost(AUTH_PATHS.deleteAccount, data, { signedIn: true });
    if (!answer.ok) {
      showRefusal(answer, setError, ["password", "code"], "Your account was not deleted");
      return;
    }
    await refreshSession();
    toast.success("Your account is deleted", { description: "Its workspaces and all their data are gone." });
    navigate("/");
  });
  return (
    <form noValidate method="post" onSubmit={onSubmit} className="grid gap-4">
      <p>
        This deletes your account, signs out all its sessions and deletes its workspaces (your company's and the demo)
        with all their data. It cannot be undone.
      </p>
      <PasswordField label="Your password" required autoComplete="current-password" {...field("password")} />
      {mfaEnabled && (
        <TextField
          label="Authenticator code"
          required
          autoComplete="one-time-code"
          hint="The 6-digit code from your app, or a recovery code"
          {...field("code")}
        />
      )}
      <SubmitButton submitting={formState.isSubmitting} busyLabel="Deleting…" className="sm:w-auto">
        Delete My Account
      </SubmitButton>
    </form>
  );
}
