import { z } from "../zod";
import { dateSchema } from "./activity";
import { AUDIT_ACTOR_TYPES } from "./audit";
import { financialYearIdSchema } from "./brsr-inputs";
import { localTimestamp, timestamp } from "./tenancy";

/**
 * Reporting periods: a financial year moves draft -> in_review -> signed_off. Signing off keeps a snapshot of the
 * year's totals and the SHA-256 of the records behind them; a signed-off year refuses changes until it is reopened
 * with a reason, and its next sign-off shows the restatement against the earlier snapshot.
 */

export const PERIOD_STATES = ["draft", "in_review", "signed_off"] as const;

const actor = z
  .object({ actor_type: z.enum(AUDIT_ACTOR_TYPES), actor_id: z.string() })
  .meta({ description: "client: an API client's id; account: a person, through the console" });

export const periodSnapshotSchema = z
  .object({
    activity_records: z.number().int(),
    scope1_tco2e: z.number(),
    scope2_location_tco2e: z.number(),
    scope3_tco2e: z.number(),
    water_records: z.number().int(),
    water_withdrawal_kl: z.number(),
    waste_records: z.number().int(),
    waste_generated_t: z.number(),
    records_sha256: z.string().meta({
      description:
        "SHA-256 (hex) of the year's records (activity, water, waste; each its id and figures, in id order): the same records give the same digest",
    }),
  })
  .meta({
    id: "PeriodSnapshot",
    description: "The year's totals when it was signed off, from the records whose period starts in it",
  });

export const periodSchema = z
  .object({
    financial_year: financialYearIdSchema,
    period_start: dateSchema,
    period_end: dateSchema,
    state: z.enum(PERIOD_STATES),
    submitted_by: actor.nullable().meta({ description: "Who sent it for review: its preparer" }),
    submitted_at: timestamp.nullable(),
    submitted_at_local: localTimestamp,
    signed_off_by: actor.nullable(),
    signed_off_at: timestamp.nullable(),
    signed_off_at_local: localTimestamp,
    same_person: z.boolean().nullable().meta({
      description: "true when the preparer signed off too: allowed only in a workspace of one person, and said so here",
    }),
    snapshot: periodSnapshotSchema.nullable(),
    restatement: z
      .object({
        reason: z.string(),
        reopened_by: actor,
        reopened_at: timestamp,
        previous: periodSnapshotSchema,
        changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
      })
      .nullable()
      .meta({
        description:
          "When the year was reopened after an earlier sign-off: the reason, who and when, the earlier snapshot and each figure that changed (set by the sign-off after the reopening)",
      }),
    history: z.array(
      z.object({
        action: z.enum(["submitted", "signed_off", "reopened"]),
        actor_type: z.enum(AUDIT_ACTOR_TYPES),
        actor_id: z.string(),
        at: timestamp,
        reason: z.string().optional(),
      }),
    ),
  })
  .meta({ id: "Period" });

export const reopenPeriodSchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .min(10, "Say why the year is reopened, in at least 10 characters")
      .max(1000)
      .meta({ description: "Why the signed-off figures must change, e.g. a late diesel invoice for January" }),
  })
  .meta({ id: "ReopenPeriod" });
