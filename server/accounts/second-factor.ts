import type { Queryable } from "../db/client";
import type { AccountRow } from "./account-store";
import { acceptedStep, isTotpCode, recoveryCodeDigest } from "./totp";

/** Whether the code is the account's current authenticator code or one of its unused recovery codes (used up). */
export async function secondFactorAccepted(q: Queryable, account: AccountRow, code: string): Promise<boolean> {
  if (!account.totp_secret) return false;
  if (isTotpCode(code)) {
    const last = account.totp_last_step === null ? null : Number(account.totp_last_step);
    const step = acceptedStep(account.totp_secret, code, last);
    if (step === undefined) return false;
    const taken = await q.query(
      "UPDATE account SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id",
      [account.id, step],
    );
    return taken.length > 0;
  }
  const used = await q.query(
    `UPDATE account_recovery_code SET used_at = now()
      WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING account_id`,
    [account.id, recoveryCodeDigest(code)],
  );
  return used.length > 0;
}
