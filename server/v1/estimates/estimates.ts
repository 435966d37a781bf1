import {
  estimateBatchResultSchema,
  estimateBatchSchema,
  estimateInputSchema,
  estimateSchema,
  MAX_ESTIMATE_BATCH,
} from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { type AnyOperation, operation } from "../platform/operation";
import { batchPath, estimateItem, itemProblemBody, singlePath } from "./estimate-item";
import { facilityFacts } from "./estimates-store";
import { ESTIMATE_BATCH_EXAMPLE, ESTIMATE_EXAMPLE } from "./examples";
import { ESTIMATE_ITEMS_PER_MINUTE, spendEstimateItems } from "./item-budget";

const WHAT =
  "activity key (or a pinned factor_id), quantity and unit, a date or period, a country or one of the tenant's facilities, optionally data_version (latest or a catalogue release) and gwp_set (AR6 default)";
const ANSWER =
  "CO2e and each gas in kg, the factors chosen with the rule that chose them (selection.reason), and every conversion from the quantity to a factor's unit. Nothing is stored.";

export const estimateOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/estimates",
    operationId: "createEstimate",
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
      const facilities = await facilityFacts(ctx.db, who.tenantId, body.facility_id ? [body.facility_id] : []);
      const r = estimateItem(body, facilities, singlePath, ctx.config);
      if (!r.ok) throw new HttpProblem(r.problem.slug, r.problem.detail, r.problem.errors);
      return { status: 200, body: r.body };
    },
  }),
  operation({
    method: "POST",
    path: "/estimates/batch",
    operationId: "createEstimateBatch",
    summary: `Estimate up to ${MAX_ESTIMATE_BATCH.toLocaleString("en")} activities in one request`,
    description: `Up to ${MAX_ESTIMATE_BATCH.toLocaleString("en")} items, each as POST /estimates takes it; more is 400 bad-request. The answer keeps the request's order: each item is {index, status: ok, estimate} or {index, status: error, problem}, the item's own problem (422 validation-failed or factor-not-available, 404 not-found for a facility) naming items.N.field; one request_id for the batch. A body that does not match the schema is refused whole (422 naming items.N.field). A batch of N items counts N against the client's ${ESTIMATE_ITEMS_PER_MINUTE.toLocaleString("en")} estimated activities per minute.`,
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
    handler: async ({ body, caller, ctx, req }) => {
      const who = callerOf(caller);
      await spendEstimateItems(ctx.db, who, req, body.items.length);
      const facilities = await facilityFacts(
        ctx.db,
        who.tenantId,
        body.items.flatMap((i) => (i.facility_id ? [i.facility_id] : [])),
      );
      let co2e = 0;
      let estimated = 0;
      const items = body.items.map((item, index) => {
        const r = estimateItem(item, facilities, batchPath(index), ctx.config);
        if (!r.ok) return { index, status: "error" as const, problem: itemProblemBody(r.problem) };
        co2e += r.body.co2e_kg;
        estimated++;
        return { index, status: "ok" as const, estimate: r.body };
      });
      const summary = { items: items.length, estimated, failed: items.length - estimated, co2e_kg: co2e };
      return { status: 200, body: { request_id: String(req.id), summary, items } };
    },
  }),
];
