import { lazy, type ReactNode, Suspense } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { TextField } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";
import { RequiredNote, SubmitButton } from "~/forms/form-parts";
import { useSchemaForm } from "~/forms/use-schema-form";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { ACCOUNT_RULES, AUTH_PATHS } from "../../contracts/account";
import type { AccountScreen } from "./account-screen";
import { authPost } from "./auth-client";
import { showRefusal } from "./auth-refusal";

type Props = {
  /** Called after a successful sign-up, before going on to the register page (the dialog closes itself with it). */
  onDone?: () => void;
  autoFocus?: boolean;
};

/** What the register page shows once a sign-up is taken (`sign-up-sent.tsx`): its code loads then. */
const SignUpSent = lazy(() => import("./sign-up-sent"));

/** The history state the form leaves on its way to the register page: the address the email went to. */
type SentState = { sentTo?: string } | null;

const FIELDS = ["email", "firstName", "lastName", "company", "password", "confirmPassword"] as const;

/**
 * Account sign-up: creates the account and its company's workspace, and emails a link to confirm the address. An
 * address that has an account already gets the same answer (and its owner an email), so nobody learns who has one.
 * Taken, it goes on to the register page, which says where the email went (the server sends it to the address in
 * lower case) and what comes next.
 */
export function SignUpForm({ onDone, autoFocus = false }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { field, handleSubmit, setError, formState } = useSchemaForm(
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
    const sentTo = data.email.toLowerCase();
    toast.success("Account Created!", {
      description: `A confirmation email has been sent to ${sentTo} with next steps to activate your account.`,
    });
    onDone?.();
    navigate("/register", { state: { sentTo } satisfies SentState });
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

/**
 * The register page once a sign-up is taken (there or in the sign-up dialog): where the email went and what comes
 * next, read from the history state the form leaves; until then, and in the prerendered page (so only once
 * hydrated), its children: the form. `Screen` is the account screens' frame, handed on to the lazily loaded state
 * (see sign-up-sent.tsx). Here, beside the form, rather than in the route module: the register page's first load
 * grows least.
 */
export function SignedUp({ Screen, children }: { Screen: typeof AccountScreen; children: ReactNode }) {
  const hydrated = useHydrated();
  const to = (useLocation().state as SentState)?.sentTo;
  return hydrated && to ? (
    <Suspense>
      <SignUpSent to={to} Screen={Screen} />
    </Suspense>
  ) : (
    children
  );
}
