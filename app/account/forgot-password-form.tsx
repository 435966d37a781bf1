import { TextField } from "~/components/ui/field";
import { SubmitButton } from "~/forms/form-parts";
import { useSchemaForm } from "~/forms/use-schema-form";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { ACCOUNT_RULES, AUTH_PATHS } from "../../contracts/account";
import { authPost } from "./auth-client";
import { showRefusal } from "./auth-refusal";

/**
 * Asks for a link to set a new password (passwords are never sent by email). The answer is the same whether
 * or not the address has an account.
 */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const { field, handleSubmit, reset, setError, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.forgotPasswordSchema),
    {
      defaultValues: { email: "" },
    },
  );

  const onSubmit = handleSubmit(async (data) => {
    const answer = await authPost(AUTH_PATHS.forgotPassword, data);
    if (!answer.ok) {
      showRefusal(answer, setError, ["email"], "The link could not be sent");
      return;
    }
    toast.success("Password Reset Requested", {
      description: `If an account exists for this address, a link to set a new password has been sent to it. It works once, within ${ACCOUNT_RULES.resetLinkMinutes} minutes.`,
    });
    reset();
  });

  return (
    <form noValidate method="post" onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        hint="The address you use to sign in"
        {...field("email")}
      />
      <SubmitButton submitting={formState.isSubmitting} disabled={!hydrated} busyLabel="Sending…">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}
