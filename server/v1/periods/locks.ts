import { financialYearName, startYearOf } from "../../../contracts/financial-year";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { signedOffYears, uploadRecordStarts } from "./periods-store";

/**
 * The lock of a signed-off year: a write that would change it (records whose period starts in it, an upload with such
 * records withdrawn, its revenue and PPP factor) is refused with 409 period-signed-off naming the year, until the year
 * is reopened with a reason. Called by each write before it writes.
 */
export async function refuseSignedOffYears(q: Queryable, tenantId: string, days: readonly string[]): Promise<void> {
  const years = await signedOffYears(q, tenantId, days);
  if (years.length === 0) return;
  const names = years.map((y) => financialYearName(startYearOf(y))).join(", ");
  throw new HttpProblem(
    "period-signed-off",
    `${names} ${years.length === 1 ? "is" : "are"} signed off: nothing in ${years.length === 1 ? "it" : "them"} changes until ${years.length === 1 ? "it is" : "they are"} reopened with a reason (POST /v1/periods/${years[0]}/reopen). Nothing was written.`,
  );
}

/** The lock for withdrawing an upload: refused when any of its records starts in a signed-off year. */
export async function refuseSignedOffUpload(q: Queryable, tenantId: string, uploadId: string): Promise<void> {
  await refuseSignedOffYears(q, tenantId, await uploadRecordStarts(q, tenantId, uploadId));
}
