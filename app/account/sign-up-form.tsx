import { Link } from "react-router";
import { TextField } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";
import { RequiredNote, SubmitButton } from "~/forms/form-parts";
import { useSchemaForm } from "~/forms/use-schema-form";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { ACCOUNT_RULES, AUTH_PATHS } from "../../contracts/account";
import { authPost } from "./auth-client";
import { showRefusal } from "./auth-refusal";

type Props = {
  /** Called after a successful sign-up (the dialog closes itself with it). */
  onDone?: () => void;
  autoFocus?: boolean;
};

const FIELDS = ["email", "firstName", "lastName", "company", "password", "confirmPassword"] as const;

/**
 * Account sign-up: creates the account and its company's workspace, and emails a link to confirm the address. An
 * address that has an account already gets the same answer (and its owner an email), so nobody learns who has one.
 */
export function SignUpForm({ onDone, autoFocus = false }: Props) {
  const hydrated = useHydrated();
  const { field, handleSubmit, reset, setError, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.signUpSchema),
    {
      defaultValues: { email: "", firstName: "", lastName: "", company: "", password: "", confirmPassword: "" },
      focus: autoFocus ? "email" : undefined,
    },
  );

  const onSubmit = handleSubmit(async (data) => {
    const answer = await authPost(AUTH_PATHS.signUp, data);
    if (!answer.ok) {
      showRefusal(answer, setError, FIELDS, "Your account could not be created");
      return;
    }
    toast.success("Account Created!", {
      description: `A confirmation email has been sent to ${data.email} with next steps to activate your account.`,
    });
    reset();
    onDone?.();
  });

  return (
    <form noValidate method="post" onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        className="sm:col-span-2"
        {...field("email")}
      />
      <TextField label="First name" required autoComplete="given-name" {...field("firstName")} />
      <TextField label="Last name" required autoComplete="family-name" {...field("lastName")} />
      <TextField
        label="Company name"
        required
        autoComplete="organization"
        className="sm:col-span-2"
        {...field("company")}
      />
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        hint={`${ACCOUNT_RULES.passwordMin} to ${ACCOUNT_RULES.passwordMax} characters; common passwords are refused`}
        {...field("password")}
      />
      <PasswordField label="Confirm password" required autoComplete="new-password" {...field("confirmPassword")} />
      <SubmitButton
        className="sm:col-span-2"
        submitting={formState.isSubmitting}
        disabled={!hydrated}
        busyLabel="Creating Account…"
      >
        Create Account
      </SubmitButton>
      <p className="text-center text-sm text-muted sm:col-span-2">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-brand-800 underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </form>
  );
}
