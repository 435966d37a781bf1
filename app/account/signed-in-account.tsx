import type { ReactNode } from "react";
import type { AccountSummary } from "../../contracts/account";
import { AccountPanel } from "./account-panel";
import { AccountRules } from "./account-rules";
import { DeleteAccountForm } from "./delete-account-form";
import { SessionsPanel } from "./sessions-panel";
import { TotpEnrolment } from "./totp-enrolment";
import { VerificationState } from "./verification-state";

const date = (iso: string | null) => (iso ? new Date(iso).toUTCString().replace(/ GMT$/, " UTC") : "Never");

function Details({ account }: { account: AccountSummary }) {
  const rows: [string, ReactNode][] = [
    ["Name", `${account.firstName} ${account.lastName}`],
    ["Email", account.email],
    ["Email address", <VerificationState key="v" verified={account.emailVerified} />],
    ["Company", account.company],
    [
      "Company workspace",
      account.tenantId ? (
        <code key="t" className="break-all font-mono">
          {account.tenantId}
        </code>
      ) : (
        "None: the workspace you made was given to another owner, who deleted it"
      ),
    ],
    ["Account created", date(account.createdAt)],
    ["Last sign-in", date(account.lastLoginAt)],
  ];
  return (
    <AccountPanel title="Account">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted">{term}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
    </AccountPanel>
  );
}

/** What the account page shows a signed-in visitor: details, sessions, two-factor sign-in, rules and deletion. */
export default function SignedInAccount({ account }: { account: AccountSummary }) {
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
      <Details account={account} />
      <SessionsPanel account={account} />
      <AccountPanel title="Two-factor sign-in">
        <TotpEnrolment enabled={account.mfaEnabled} emailVerified={account.emailVerified} />
      </AccountPanel>
      <AccountRules />
      <AccountPanel title="Delete account">
        <DeleteAccountForm mfaEnabled={account.mfaEnabled} />
      </AccountPanel>
    </div>
  );
}
