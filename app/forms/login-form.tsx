import { Link } from "react-router";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { TextField } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";
import { site } from "~/content/site";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { SubmitButton } from "./form-parts";
import { useSchemaForm } from "./use-schema-form";

/** Sign-in: checked in the browser only; the password never leaves the form. */
export function LoginForm() {
  const hydrated = useHydrated();
  const { field, handleSubmit, resetField, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.loginSchema),
    {
      defaultValues: { email: "", password: "", rememberMe: false },
    },
  );

  const onSubmit = handleSubmit(() => {
    resetField("password");
    toast.success("Sign-in details received", {
      description: `Workspaces are opened by our onboarding team. If you cannot reach yours, write to ${site.email.support}.`,
    });
  });

  return (
    <form noValidate method="post" onSubmit={onSubmit} className="grid gap-4">
      <TextField label="Email" type="email" required autoComplete="username" {...field("email")} />
      <PasswordField label="Password" required autoComplete="current-password" {...field("password")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label="Remember me" {...field("rememberMe")} />
        <Link to="/forgot-password" className="text-sm font-medium text-brand-800 underline underline-offset-4">
          Forgot password?
        </Link>
      </div>
      <SubmitButton submitting={formState.isSubmitting} disabled={!hydrated} busyLabel="Signing In…">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Don't have an account?{" "}
        <Link to="/register" className="font-medium text-brand-800 underline underline-offset-4">
          Create an account
        </Link>
      </p>
    </form>
  );
}
