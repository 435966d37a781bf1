import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { ACCOUNT_RULES, type AccountSummary } from "../../contracts/account";
import { AccountPanel } from "./account-panel";
import { signOut } from "./sign-out";

/** How many sessions the account has, and signing out of this one or of all of them. */
export function SessionsPanel({ account }: { account: AccountSummary }) {
  const navigate = useNavigate();
  const leave = async (everywhere: boolean) => {
    if (await signOut(everywhere)) navigate("/login");
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
        <Button variant="outline" onClick={() => leave(false)}>
          Sign out
        </Button>
        <Button variant="outline" onClick={() => leave(true)}>
          Sign out everywhere
        </Button>
      </div>
    </AccountPanel>
  );
}
