import { z } from "zod";
import { financialYearIdSchema, periodSchema, reopenPeriodSchema } from "../../../contracts/api";
import { financialYearName, startYearOf } from "../../../contracts/financial-year";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { actorOf } from "../audit/recording";
import { type Caller, callerOf } from "../platform/access-token";
import { type AnyOperation, type ApiContext, operation, type RequestExample } from "../platform/operation";
import { nowMs } from "../platform/rows";
import { enqueueWebhookEvent } from "../webhooks/webhooks-store";
import {
  type Period,
  periodById,
  periodList,
  periodSnapshot,
  type Snapshot,
  savePeriod,
  workspacePeople,
} from "./periods-store";

/**
 * A financial year prepared, reviewed and signed off: draft -> in_review (the preparer submits) -> signed_off (someone
 * else signs off, unless the workspace is one person's; the period keeps a snapshot), and back to draft by reopening
 * with a reason (a restatement, shown at the next sign-off against the earlier snapshot).
 */

const params = z.object({ financial_year: financialYearIdSchema });

const EXAMPLE_ACTOR = { actor_type: "account", actor_id: "01M829CNFRG723PV33KBSPPR67" } as const;
const EXAMPLE_SNAPSHOT = {
  activity_records: 1284,
  scope1_tco2e: 1512.4,
  scope2_location_tco2e: 13092.1,
  scope3_tco2e: 11204.8,
  water_records: 36,
  water_withdrawal_kl: 104220,
  waste_records: 36,
  waste_generated_t: 1184.6,
  records_sha256: "5b1d0c8f7e2a4936b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d",
};
const EXAMPLE_PERIOD = {
  financial_year: "2025-26",
  period_start: "2025-04-01",
  period_end: "2026-03-31",
  state: "signed_off",
  submitted_by: { actor_type: "client", actor_id: "sbx-01m829cmgg1n7ds0g3v2q8s4k9" },
  submitted_at: "2026-04-20T09:12:00.000Z",
  signed_off_by: EXAMPLE_ACTOR,
  signed_off_at: "2026-04-24T15:40:00.000Z",
  same_person: false,
  snapshot: EXAMPLE_SNAPSHOT,
  restatement: null,
  history: [
    {
      action: "submitted",
      actor_type: "client",
      actor_id: "sbx-01m829cmgg1n7ds0g3v2q8s4k9",
      at: "2026-04-20T09:12:00.000Z",
    },
    { action: "signed_off", ...EXAMPLE_ACTOR, at: "2026-04-24T15:40:00.000Z" },
  ],
} as const;

const YEAR = { financial_year: "2025-26" };
export const periodRequestExamples: Record<string, RequestExample> = {
  getPeriod: { params: YEAR },
  submitPeriod: { params: YEAR },
  signOffPeriod: { params: YEAR },
  reopenPeriod: { params: YEAR, body: { reason: "A late diesel invoice for January 2026 at the Pune plant" } },
};

const name = (year: string) => financialYearName(startYearOf(year));

function refuseUnless(p: Period, from: Period["state"][], step: string) {
  if (from.includes(p.state)) return;
  const state = p.state.replace("_", " ");
  throw new HttpProblem("invalid-transition", `${name(p.financial_year)} is ${state}: it cannot be ${step} now.`);
}

type Actor = NonNullable<Period["submitted_by"]>;

/**
 * One step of a year, in a transaction: its row locked, refused unless it is in a state the step starts from, then
 * the period `next` makes of it (given who acts and when) saved and answered.
 */
async function step(
  ctx: ApiContext,
  caller: Caller | null,
  year: string,
  from: Period["state"][],
  [words, event]: [string, "period.submitted" | "period.signed_off" | "period.reopened"],
  next: (p: Period, s: { q: Queryable; tenantId: string; actor: Actor; at: string }) => Promise<Period> | Period,
): Promise<{ status: 200; body: Period }> {
  const c = callerOf(caller);
  const who = actorOf(c);
  const body = await ctx.db.tx(async (q) => {
    const p = await periodById(q, c.tenantId, year, true);
    refuseUnless(p, from, words);
    const now = new Date(nowMs());
    const actor = { actor_type: who.actorType, actor_id: who.actorId };
    const changed = await next(p, { q, tenantId: c.tenantId, actor, at: now.toISOString() });
    await savePeriod(q, c.tenantId, changed, now);
    const { financial_year, state, snapshot, restatement } = changed;
    await enqueueWebhookEvent(q, c.tenantId, event, { financial_year, state, actor, snapshot, restatement }, now);
    return changed;
  });
  ctx.webhooks.wake();
  return { status: 200, body };
}

/** Each figure of the snapshot that differs from the earlier one. */
function changesBetween(before: Snapshot, after: Snapshot) {
  return Object.fromEntries(
    (Object.keys(after) as (keyof Snapshot)[])
      .filter((k) => before[k] !== after[k])
      .map((k) => [k, { before: before[k], after: after[k] }]),
  );
}

export const periodOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/periods",
    operationId: "listPeriods",
    summary: "List the financial years that were sent for review or signed off",
    description:
      "Each financial year that has left draft, latest first, with its state, who prepared and signed it off and when, its snapshot and history. A year not listed is a draft (GET /periods/{financial_year}).",
    tag: "Periods",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["read:audit"] },
    tenantAlias: true,
    responses: {
      200: {
        description: "The periods",
        schema: z.object({ data: z.array(periodSchema) }).meta({ id: "PeriodList" }),
        example: { data: [EXAMPLE_PERIOD] },
      },
    },
    handler: async ({ caller, ctx }) => ({
      status: 200,
      body: { data: await periodList(ctx.db, callerOf(caller).tenantId) },
    }),
  }),
  operation({
    method: "GET",
    path: "/periods/{financial_year}",
    operationId: "getPeriod",
    summary: "A financial year's state: draft, in review or signed off",
    description: "The year's state, who sent it for review and who signed it off, and when; its snapshot and history.",
    tag: "Periods",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["read:audit"] },
    tenantAlias: true,
    params,
    responses: { 200: { description: "The period", schema: periodSchema, example: EXAMPLE_PERIOD } },
    handler: async ({ params, caller, ctx }) => ({
      status: 200,
      body: await periodById(ctx.db, callerOf(caller).tenantId, params.financial_year),
    }),
  }),
  operation({
    method: "POST",
    path: "/periods/{financial_year}/submit",
    operationId: "submitPeriod",
    summary: "Send a financial year for review",
    description:
      "Moves a draft year to in_review and names its preparer: the token's client, or the person for the console's token. Anyone who records data may send it. A year in review or signed off is 409 invalid-transition.",
    tag: "Periods",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    idempotent: true,
    params,
    problems: [409],
    responses: {
      200: {
        description: "The period, in review",
        schema: periodSchema,
        example: {
          ...EXAMPLE_PERIOD,
          state: "in_review",
          signed_off_by: null,
          signed_off_at: null,
          same_person: null,
          snapshot: null,
          history: [EXAMPLE_PERIOD.history[0]],
        },
      },
    },
    handler: ({ params, caller, ctx }) =>
      step(
        ctx,
        caller,
        params.financial_year,
        ["draft"],
        ["sent for review", "period.submitted"],
        (p, { actor, at }) => ({
          ...p,
          state: "in_review",
          submitted_by: actor,
          submitted_at: at,
          history: [...p.history, { action: "submitted", ...actor, at }],
        }),
      ),
  }),
  operation({
    method: "POST",
    path: "/periods/{financial_year}/sign-off",
    operationId: "signOffPeriod",
    summary: "Sign off a financial year in review, locking it",
    description: `Moves a year in review to signed_off and keeps a snapshot: its totals (Scope 1, Scope 2 location-based and Scope 3 tCO2e, water withdrawn, waste generated, from the records whose period starts in the year) and the SHA-256 of those records. From then on a write that would change the year (activity, water or waste records starting in it, withdrawing an upload with such records, recalculating them, its revenue and PPP factor) is 409 period-signed-off naming it. In a workspace of several people, whoever sent the year for review cannot sign it off (403 separation-of-duties); in a workspace of one person (or a sandbox with none) they may, and same_person says so. A year reopened since its last sign-off shows the restatement: the reason, who and when, the earlier snapshot and each figure that changed. Needs review:periods (a workspace's reviewers, admins and owner).`,
    tag: "Periods",
    access: { kind: "bearer", scope: "review:periods" },
    tenantAlias: true,
    idempotent: true,
    params,
    problems: [403, 409],
    responses: { 200: { description: "The period, signed off", schema: periodSchema, example: EXAMPLE_PERIOD } },
    handler: ({ params, caller, ctx }) =>
      step(
        ctx,
        caller,
        params.financial_year,
        ["in_review"],
        ["signed off", "period.signed_off"],
        async (p, { q, tenantId, actor, at }) => {
          const samePerson =
            p.submitted_by?.actor_type === actor.actor_type && p.submitted_by.actor_id === actor.actor_id;
          if (samePerson && (await workspacePeople(q, tenantId)) > 1) {
            throw new HttpProblem(
              "separation-of-duties",
              `${name(p.financial_year)} was sent for review by you: someone else in the workspace signs it off.`,
            );
          }
          const snapshot = await periodSnapshot(q, tenantId, p.financial_year);
          const reopened = [...p.history].reverse().find((h) => h.action === "reopened" || h.action === "signed_off");
          const previous = p.snapshot;
          return {
            ...p,
            state: "signed_off",
            signed_off_by: actor,
            signed_off_at: at,
            same_person: samePerson,
            snapshot,
            restatement:
              reopened?.action === "reopened" && previous
                ? {
                    reason: reopened.reason ?? "",
                    reopened_by: { actor_type: reopened.actor_type, actor_id: reopened.actor_id },
                    reopened_at: reopened.at,
                    previous,
                    changes: changesBetween(previous, snapshot),
                  }
                : null,
            history: [...p.history, { action: "signed_off", ...actor, at }],
          };
        },
      ),
  }),
  operation({
    method: "POST",
    path: "/periods/{financial_year}/reopen",
    operationId: "reopenPeriod",
    summary: "Reopen a signed-off financial year, with a reason",
    description: `Moves a signed-off year (or one in review, sent back) to draft, so its figures can change: a restatement. The reason, who and when are kept in its history; the year keeps its last snapshot until the next sign-off, which shows the restatement against it. Needs admin:tenant. A draft is 409 invalid-transition.`,
    tag: "Periods",
    access: { kind: "bearer", scope: "admin:tenant" },
    tenantAlias: true,
    idempotent: true,
    audit: { fields: ["reason"] },
    params,
    body: reopenPeriodSchema,
    problems: [409],
    responses: {
      200: {
        description: "The period, a draft again",
        schema: periodSchema,
        example: {
          ...EXAMPLE_PERIOD,
          state: "draft",
          history: [
            ...EXAMPLE_PERIOD.history,
            {
              action: "reopened",
              ...EXAMPLE_ACTOR,
              at: "2026-05-06T10:05:00.000Z",
              reason: "A late diesel invoice for January",
            },
          ],
        },
      },
    },
    handler: ({ params, body, caller, ctx }) =>
      step(
        ctx,
        caller,
        params.financial_year,
        ["signed_off", "in_review"],
        ["reopened", "period.reopened"],
        (p, { actor, at }) => ({
          ...p,
          state: "draft",
          history: [...p.history, { action: "reopened", ...actor, at, reason: body.reason }],
        }),
      ),
  }),
];
