import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { ACCOUNT_RULES, type AccountSummary, AUTH_PATHS } from "../../contracts/account";
import { AccountPanel } from "./account-panel";
import { authPost, refreshSession } from "./auth-client";

/** How many sessions the account has, and signing out of this one or of all of them. */
export function SessionsPanel({ account }: { account: AccountSummary }) {
  const navigate = useNavigate();
  const signOut = async (path: string, done: string) => {
    const answer = await authPost(path, {}, { signedIn: true });
    if (!answer.ok) {
      toast.error("Sign-out failed", { description: answer.detail });
      return;
    }
    await refreshSession();
    toast.success(done);
    navigate("/login");
  };
  return (
    <AccountPanel title="Sessions">
      <p>
        {account.sessions === 1
          ? "This is the only session of your account."
          : `Your account has ${account.sessions} active sessions, this one included.`}{" "}
        {account.remembered
          ? `This browser is remembered for ${ACCOUNT_RULES.rememberDays} days.`
          : "This session ends when you close the browser."}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => signOut(AUTH_PATHS.signOut, "You are signed out")}>
          Sign out
        </Button>
        <Button
          variant="outline"
          onClick={() => signOut(AUTH_PATHS.signOutEverywhere, "Every session of your account is signed out")}
        >
          Sign out everywhere
        </Button>
      </div>
    </AccountPanel>
  );
}
