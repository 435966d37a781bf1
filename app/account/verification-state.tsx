import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { AUTH_PATHS } from "../../contracts/account";
import { authPost } from "./auth-client";

/** Whether the email address is confirmed; if not, a button that sends a new link. */
export function VerificationState({ verified }: { verified: boolean }) {
  const [busy, setBusy] = useState(false);
  if (verified) return <span className="font-medium text-brand-800">Confirmed</span>;
  const resend = async () => {
    setBusy(true);
    const answer = await authPost(AUTH_PATHS.resendVerification, {}, { signedIn: true });
    setBusy(false);
    if (answer.ok) toast.success("A new confirmation link is on its way", { description: "Check your inbox." });
    else toast.error("The link could not be sent", { description: answer.detail });
  };
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span className="font-medium text-amber-900">
        Not confirmed yet: open the link we emailed you. Until then you cannot create API clients or set up two-factor
        sign-in.
      </span>
      <Button size="sm" variant="outline" onClick={resend} disabled={busy} aria-busy={busy}>
        Send the link again
      </Button>
    </span>
  );
}
