import { ACCOUNT_RULES as R } from "../../contracts/account";
import { AccountPanel } from "./account-panel";

/** The rules the account lives by, from the one place the server enforces them. */
export function AccountRules() {
  return (
    <AccountPanel title="The rules of your account">
      <ul className="list-disc space-y-2 pl-5">
        <li>
          Passwords: {R.passwordMin} to {R.passwordMax} characters. Common passwords are refused. Passwords are stored
          only as scrypt hashes.
        </li>
        <li>
          Sessions: with Remember me a session lasts {R.rememberDays} days; without it, it ends when the browser closes
          (and after {R.plainSessionHours} hours at the latest).
        </li>
        <li>
          Failed sign-ins: after {R.slowAfterFailures} in a row for one email address, each next try must wait a little
          longer (1 second more each time); after {R.lockAfterFailures}, sign-in for that address is locked for{" "}
          {R.lockMinutes} minutes. Setting a new password with “Forgot password?” lifts the lock.
        </li>
        <li>
          Email links: a confirmation link works once within {R.verifyLinkHours} hours; a link to set a new password
          works once within {R.resetLinkMinutes} minutes. Two-factor sign-in waits until your address is confirmed;
          confirming it (by either link) signs out your other sessions and removes API keys and two-factor sign-in set
          up before, and we email you what was removed.
        </li>
        <li>
          Your workspaces live as long as your account. An account nobody has signed in to for {R.retireAfterMonths}{" "}
          months may be retired with its workspaces and all their data, but only after warning emails{" "}
          {R.retireWarningDays[0]} and {R.retireWarningDays[1]} days before; signing in keeps it.
        </li>
      </ul>
    </AccountPanel>
  );
}
