import { Link } from "react-router";
import { TextField } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { RequiredNote, SubmitButton } from "./form-parts";
import { useSchemaForm } from "./use-schema-form";

type Props = {
  /** Called after a successful sign-up (the dialog closes itself with it). */
  onDone?: () => void;
  autoFocus?: boolean;
};

/** Account sign-up: checked in the browser only; nothing is sent anywhere. */
export function SignUpForm({ onDone, autoFocus = false }: Props) {
  const hydrated = useHydrated();
  const { field, handleSubmit, reset, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.signUpSchema),
    {
      defaultValues: { email: "", firstName: "", lastName: "", company: "", password: "", confirmPassword: "" },
      focus: autoFocus ? "email" : undefined,
    },
  );

  const onSubmit = handleSubmit((data) => {
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
        hint="At least 8 characters"
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
