import { useEffect, useId, useState } from "react";
import { authPost } from "~/account/auth-client";
import { Button } from "~/components/ui/button";
import { membersCopy, roleNames } from "~/content/console-members";
import { AUTH_PATHS, type InvitationSummary, type Workspace } from "../../../contracts/account";
import { forgetInvitation, pendingInvitation } from "../invitation";
import type { ConsoleWorkspaces } from "../workspaces";

/**
 * The invitation this tab holds, for the signed-in person: what it offers (the workspace, the role, to whom, until
 * when) and Join, or why this account cannot accept it. Joining adds the workspace and shows it.
 */
export function InvitationBanner({ joined }: Pick<ConsoleWorkspaces, "joined">) {
  const headingId = useId();
  const [token, setToken] = useState<string | null>(null);
  const [offer, setOffer] = useState<InvitationSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const held = pendingInvitation();
    if (!held) return;
    setToken(held);
    authPost<InvitationSummary>(AUTH_PATHS.invitation, { token: held }, { signedIn: true }).then((answer) => {
      if (answer.ok) setOffer(answer.data);
      else setProblem(answer.detail);
    });
  }, []);

  if (!token || (!offer && !problem)) return null;
  const dismiss = () => {
    forgetInvitation();
    setToken(null);
  };
  const join = async () => {
    setBusy(true);
    const answer = await authPost<Workspace>(AUTH_PATHS.acceptInvitation, { token }, { signedIn: true });
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.detail);
      return;
    }
    forgetInvitation();
    setToken(null);
    joined(answer.data);
  };
  const refusal = problem ?? (offer && !offer.acceptable ? (offer.problem ?? membersCopy.joinFailed) : null);

  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-lg border border-brand-300 bg-brand-50 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {membersCopy.joinTitle}
      </h2>
      {offer && (
        <p className="mt-1 max-w-prose text-ink">
          Join <strong>{offer.workspace}</strong> as {roleNames(offer.roles, " and ")}. The invitation is for{" "}
          {offer.email}.
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-2 max-w-prose text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {offer?.acceptable && !problem && (
          <Button onClick={join} disabled={busy} aria-busy={busy}>
            Join {offer.workspace}
          </Button>
        )}
        <Button variant="outline" onClick={dismiss}>
          {offer?.acceptable && !problem ? "Not now" : "Dismiss"}
        </Button>
      </div>
    </section>
  );
}
