import { TextField } from "~/components/ui/field";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { SubmitButton } from "./form-parts";
import { useSchemaForm } from "./use-schema-form";

/** Password reset request: checked in the browser only. */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const { field, handleSubmit, reset, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.forgotPasswordSchema),
    {
      defaultValues: { email: "" },
    },
  );

  const onSubmit = handleSubmit(() => {
    toast.success("Password Reset Requested", {
      description: "A new password will be sent to your registered email address.",
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
        Send New Password
      </SubmitButton>
    </form>
  );
}
