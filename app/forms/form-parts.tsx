import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { RequiredMark } from "~/components/ui/field";

export function RequiredNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-muted ${className}`.trim()}>
      Fields marked <RequiredMark /> <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}

export function ConsentField(props: Omit<Parameters<typeof CheckboxField>[0], "label" | "required">) {
  return (
    <CheckboxField
      required
      label={
        <>
          I agree that CarbonTracker may process my information to respond to this request, as described in the{" "}
          <Link to="/privacy-policy" className="text-brand-800 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </>
      }
      {...props}
    />
  );
}

/** The form's submit button: disabled until the form may be sent, busy while it is being sent. */
export function SubmitButton({
  submitting,
  disabled,
  busyLabel,
  children,
  className = "",
}: {
  submitting: boolean;
  disabled?: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={disabled || submitting}
      aria-busy={submitting}
      className={`w-full ${className}`.trim()}
    >
      {submitting ? (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
