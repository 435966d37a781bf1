import { z } from "zod";
import type { FieldError } from "../../../contracts/errors";
import { HttpProblem } from "../../http/problem";

/** What the water and waste records' batches share: their body limit and the refusal of duplicates. */

/** The largest batch body: 10,000 records of up to a kilobyte each (a water record names 25 figures). */
export const RECORD_BATCH_BODY_LIMIT = 12 * 1024 * 1024;

export const duplicatesParameter = (what: string) =>
  z
    .enum(["reject", "allow"])
    .default("reject")
    .meta({
      description: `reject (the default): a batch with ${what} of the same facility, period and figures as stored ones or as each other is refused with 409 duplicate-upload naming them, nothing stored; allow: store it anyway (the person confirmed)`,
    });

/**
 * 409 duplicate-upload when records repeat stored ones (`stored`: the stored id by the record's position) or each
 * other (the same `identities`), naming each; else undefined.
 */
export function duplicateRecordsRefusal(
  identities: readonly string[],
  stored: ReadonlyMap<number, string>,
  what: string,
): HttpProblem | undefined {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  identities.forEach((identity, index) => {
    const at = { field: `records.${index}`, pointer: `/records/${index}` };
    const recordId = stored.get(index);
    if (recordId) {
      errors.push({ ...at, code: "DUPLICATE_RECORD", message: `records.${index} repeats stored ${what} ${recordId}.` });
    }
    const earlier = seen.get(identity);
    if (earlier !== undefined) {
      errors.push({ ...at, code: "DUPLICATE_ROW", message: `records.${index} repeats records.${earlier}.` });
    } else seen.set(identity, index);
  });
  if (errors.length === 0) return undefined;
  const rows = new Set(errors.map((e) => e.field)).size;
  return new HttpProblem(
    "duplicate-upload",
    `Nothing was stored: ${rows.toLocaleString("en")} ${rows === 1 ? "record repeats" : "records repeat"} stored ${what}s or each other (the same facility, period and figures). Send it again with duplicates=allow to store it anyway.`,
    errors.slice(0, 50),
  );
}
