import { z } from "zod";
import {
  estimateBatchResultSchema,
  estimateBatchSchema,
  estimateInputSchema,
  estimateSchema,
  MAX_ESTIMATE_BATCH,
} from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { validate } from "../../http/validation";
import { callerOf } from "../platform/access-token";
import { type AnyOperation, operation } from "../platform/operation";
import { facilityPlaces } from "../tenancy/tenancy-store";
import { batchItemsAnswer, batchPath, estimateItem, parseBatchItem, singlePath } from "./estimate-item";
import { ESTIMATE_BATCH_EXAMPLE, ESTIMATE_EXAMPLE } from "./examples";
import { ESTIMATE_ITEMS_PER_MINUTE, spendEstimateItems } from "./item-budget";

const WHAT =
  "activity key (or a pinned factor_id), quantity and unit (canonical, or a factor's own spelling of it: its unit_input), a date or period, a country or one of the tenant's facilities (neither with factor_id: the factor's region), optionally data_version (latest or a catalogue release) and gwp_set (AR6 default)";
const ANSWER =
  "CO2e and each gas in kg, the factors chosen with the rule that chose them (selection.reason), and every conversion from the quantity to a factor's unit. Nothing is stored.";

/** A batch's envelope: an object holding a list of 1 to 1,000 items, each validated on its own. */
const batchEnvelopeSchema = z.strictObject({ items: z.array(z.unknown()).min(1).max(MAX_ESTIMATE_BATCH) });

/** The batch's items as sent; throws 422 for the envelope (not an object, no list, an empty list, another field). */
function batchItems(body: unknown): unknown[] {
  const envelope = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : null;
  const items = Array.isArray(envelope?.items) ? (envelope.items as unknown[]) : null;
  // The items' text is theirs to answer for (a control character is one item's problem): the envelope is checked
  // with each item stood in for.
  const r = validate(batchEnvelopeSchema, items ? { ...envelope, items: items.map(() => null) } : body);
  if (!r.ok) {
    const names = [...new Set(r.errors.map((e) => e.field))].join(", ");
    throw new HttpProblem("validation-failed", `The request body is not valid: ${names}.`, r.errors);
  }
  return items!;
}

export const estimateOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/estimates",
    operationId: "createEstimate",
    audit: false,
    summary: "Estimate one activity's emissions without storing it",
    description: `One activity (${WHAT}) -> ${ANSWER} A unit that does not fit the activity is 422 UNIT_MISMATCH, no applicable factor 422 NO_FACTOR, a factor published blank 422 factor-not-available (NOT_AVAILABLE); an unknown facility is 404. Each estimate counts against the client's ${ESTIMATE_ITEMS_PER_MINUTE.toLocaleString("en")} estimated activities per minute.`,
    tag: "Estimates",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    body: estimateInputSchema,
    problems: [404],
    responses: { 200: { description: "The estimate", schema: estimateSchema, example: ESTIMATE_EXAMPLE } },
    handler: async ({ body, caller, ctx, req }) => {
      const who = callerOf(caller);
      await spendEstimateItems(ctx.db, who, req, 1);
      const facilities = await facilityPlaces(ctx.db, who.tenantId, body.facility_id ? [body.facility_id] : []);
      const r = estimateItem(body, facilities, singlePath, ctx.config);
      if (!r.ok) throw new HttpProblem(r.problem.slug, r.problem.detail, r.problem.errors);
      return { status: 200, body: r.body };
    },
  }),
  operation({
    method: "POST",
    path: "/estimates/batch",
    operationId: "createEstimateBatch",
    audit: false,
    summary: `Estimate up to ${MAX_ESTIMATE_BATCH.toLocaleString("en")} activities in one request`,
    description: `Up to ${MAX_ESTIMATE_BATCH.toLocaleString("en")} items, each as POST /estimates takes it. The answer keeps the request's order: each item is {index, status: ok, estimate} or {index, status: error, problem}, the item's own problem naming items.N.field: 422 validation-failed for an item that does not match EstimateInput (a negative quantity, a missing date, an unknown field) or cannot be calculated (UNIT_MISMATCH, NO_FACTOR, an unknown factor_id), 422 factor-not-available, 404 not-found for a facility; one request_id for the batch. Only the envelope is refused whole: a body that is not an object, items that are not a list or are empty, another field (422), more than ${MAX_ESTIMATE_BATCH.toLocaleString("en")} items (400). A batch of N items counts N against the client's ${ESTIMATE_ITEMS_PER_MINUTE.toLocaleString("en")} estimated activities per minute.`,
    tag: "Estimates",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    body: estimateBatchSchema,
    bodyLimit: 2 * 1024 * 1024,
    batchLimit: { field: "items", max: MAX_ESTIMATE_BATCH },
    responses: {
      200: {
        description: "One estimate or problem per item, in order",
        schema: estimateBatchResultSchema,
        example: ESTIMATE_BATCH_EXAMPLE,
      },
    },
    validatesOwnBody: () => true,
    handler: async ({ body, caller, ctx, req }) => {
      const raw = batchItems(body);
      const who = callerOf(caller);
      await spendEstimateItems(ctx.db, who, req, raw.length);
      const parsed = raw.map(parseBatchItem);
      const facilities = await facilityPlaces(
        ctx.db,
        who.tenantId,
        parsed.flatMap((p) => (p.ok && p.item.facility_id ? [p.item.facility_id] : [])),
      );
      const outcomes = parsed.map((p, index) =>
        p.ok ? estimateItem(p.item, facilities, batchPath(index), ctx.config) : p,
      );
      return { status: 200, body: { request_id: String(req.id), ...batchItemsAnswer(outcomes) } };
    },
  }),
];
