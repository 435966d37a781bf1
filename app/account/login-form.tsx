import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { accountPath } from "~/components/layout/account-link";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { TextField } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";
import { SubmitButton } from "~/forms/form-parts";
import { useSchemaForm } from "~/forms/use-schema-form";
import { useHydrated } from "~/lib/use-hydrated";
import { AUTH_PATHS, type SignInAnswer } from "../../contracts/account";
import { authPost, refreshSession } from "./auth-client";
import { showRefusal } from "./auth-refusal";
import { afterSignInPath } from "./sign-in-return";

/** Sign-in: email and password, then an authenticator code when the account has two-factor sign-in. */
export function LoginForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [codeAsked, setCodeAsked] = useState(false);
  const { field, handleSubmit, resetField, setError, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.loginSchema),
    {
      defaultValues: { email: "", password: "", rememberMe: false },
    },
  );

  const onSubmit = handleSubmit(async (data) => {
    const answer = await authPost<SignInAnswer>(AUTH_PATHS.signIn, data);
    if (!answer.ok) {
      showRefusal(answer, setError, ["email", "password", "code"], "Sign-in failed");
      if (codeAsked) resetField("code");
      return;
    }
    if (answer.data.status === "code-required") {
      if (codeAsked) setError("code", { message: "Enter the 6-digit code or a recovery code" });
      setCodeAsked(true);
      return;
    }
    resetField("password");
    await refreshSession();
    navigate(afterSignInPath(accountPath, search));
  });

  return (
    <form noValidate method="post" onSubmit={onSubmit} className="grid gap-4">
      <TextField label="Email" type="email" required autoComplete="username" {...field("email")} />
      <PasswordField label="Password" required autoComplete="current-password" {...field("password")} />
      {codeAsked && (
        <TextField
          label="Authenticator code"
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode="text"
          hint="The 6-digit code your authenticator app shows, or one of your recovery codes."
          {...field("code")}
        />
      )}
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
