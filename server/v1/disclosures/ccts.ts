import { z } from "zod";
import { CCTS_PUBLISHED_ROW } from "../../../carbon/disclosures";
import { cctsDisclosureSchema, cctsObligationInputSchema, cctsObligationSchema } from "../../../contracts/api/ccts";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { ulidSchema } from "../../../contracts/api/tenancy";
import { CCTS_COMPLIANCE_YEARS } from "../../../contracts/disclosures";
import { emissionsStore } from "../emission-analytics/emissions-store";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { type AnyOperation, operation, type RequestExample } from "../platform/operation";
import { iso, nowMs } from "../platform/rows";
import { asOfFor, unitPosition } from "./ccts-position";
import { deleteObligation, type ObligationRow, obligations, putObligation } from "./ccts-store";

/**
 * The Carbon Credit Trading Scheme's compliance side: a facility recorded as an obligated unit, with its notified
 * baseline and targets, and its position in a compliance year computed from the workspace's own records.
 */

export const CCTS_RULES =
  "As summarised from the Greenhouse Gases Emission Intensity Target Rules, 2025 (notified 8 October 2025 under the Environment (Protection) Act, 1986; amended 13 January 2026) and BEE's Detailed Procedure for Compliance Mechanism under CCTS (July 2024): certificates issued = (target GEI - achieved GEI) x output; certificates to surrender = (achieved GEI - target GEI) x output; each certificate owed and not surrendered is charged environmental compensation of twice the compliance year's average certificate price. One certificate is one tonne of CO2e.";

const obligationOf = (row: ObligationRow) => ({
  facility_id: row.facility_id,
  sector: row.sector,
  product: row.product,
  output_unit: row.output_unit,
  baseline_output: row.baseline_output,
  baseline_gei: row.baseline_gei,
  targets: row.targets,
  covered_scopes: row.covered_scopes,
  updated_at: iso(row.updated_at),
});

const facilityParams = z.object({ facility_id: ulidSchema });

/** The published entity row, as the obligation of the demo's first facility: the examples' worked case. */
const EXAMPLE_OBLIGATION = {
  sector: CCTS_PUBLISHED_ROW.sector,
  product: "Assemblies",
  output_unit: "tonne" as const,
  baseline_output: CCTS_PUBLISHED_ROW.baseline_output,
  baseline_gei: CCTS_PUBLISHED_ROW.baseline_gei,
  targets: { ...CCTS_PUBLISHED_ROW.targets },
  covered_scopes: [1, 2] as (1 | 2)[],
};

export const cctsRequestExamples: Readonly<Record<string, RequestExample>> = {
  putCctsObligation: { params: { facility_id: EXAMPLE_IDS.facility_id }, body: EXAMPLE_OBLIGATION },
  deleteCctsObligation: { params: { facility_id: EXAMPLE_IDS.facility_id } },
  getCctsDisclosure: { query: { compliance_year: "2025-26", certificate_price_inr: 2500 } },
};

const EXAMPLE_RESULT = {
  facility_id: EXAMPLE_IDS.facility_id,
  ...EXAMPLE_OBLIGATION,
  updated_at: "2026-11-02T09:30:00.000Z",
};

export const cctsOperations: AnyOperation[] = [
  operation({
    method: "PUT",
    path: "/ccts/obligations/{facility_id}",
    operationId: "putCctsObligation",
    summary: "Record a facility as an obligated unit under CCTS, with its notified baseline and targets",
    description:
      "Records (or replaces) the obligation of one of the tenant's facilities under the Carbon Credit Trading Scheme: its sector, the production records that are its equivalent product (product and unit), its notified 2023-24 baseline output and GEI, the target GEI of 2025-26 and 2026-27 (tCO2e per unit of equivalent product), and which scopes count (1 and 2 by default; Scope 2 location-based). 201 when new, 200 when replaced. Another tenant's facility is 404.",
    tag: "Disclosures",
    access: { kind: "bearer", scope: "write:activity" },
    idempotent: true,
    params: facilityParams,
    body: cctsObligationInputSchema,
    problems: [404],
    responses: {
      200: { description: "The obligation, replaced", schema: cctsObligationSchema, example: EXAMPLE_RESULT },
      201: { description: "The obligation, recorded", schema: cctsObligationSchema, example: EXAMPLE_RESULT },
    },
    handler: async ({ params, body, caller, ctx }) => {
      const written = await putObligation(ctx.db, callerOf(caller).tenantId, params.facility_id, body, nowMs());
      if (!written) throw notFound("facility");
      return { status: written.created ? 201 : 200, body: obligationOf(written.row) };
    },
  }),
  operation({
    method: "GET",
    path: "/ccts/obligations",
    operationId: "listCctsObligations",
    summary: "List the tenant's CCTS obligations",
    description: "Every facility recorded as an obligated unit, by facility name.",
    tag: "Disclosures",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["read:reports"] },
    responses: {
      200: {
        description: "The obligations",
        schema: z.object({ data: z.array(cctsObligationSchema) }).meta({ id: "CctsObligationList" }),
        example: { data: [EXAMPLE_RESULT] },
      },
    },
    handler: async ({ caller, ctx }) => ({
      status: 200,
      body: { data: (await obligations(ctx.db, callerOf(caller).tenantId)).map(obligationOf) },
    }),
  }),
  operation({
    method: "DELETE",
    path: "/ccts/obligations/{facility_id}",
    operationId: "deleteCctsObligation",
    summary: "Remove a facility's CCTS obligation",
    description: "The facility and its records stay; only the obligation is removed. 404 when it had none.",
    tag: "Disclosures",
    access: { kind: "bearer", scope: "write:activity" },
    idempotent: true,
    params: facilityParams,
    problems: [404],
    responses: {
      200: {
        description: "The obligation is removed",
        schema: z.object({ facility_id: ulidSchema, deleted: z.literal(true) }).meta({ id: "CctsObligationDeleted" }),
        example: { facility_id: EXAMPLE_IDS.facility_id, deleted: true },
      },
    },
    handler: async ({ params, caller, ctx }) => {
      if (!(await deleteObligation(ctx.db, callerOf(caller).tenantId, params.facility_id))) {
        throw notFound("CCTS obligation for a facility");
      }
      return { status: 200, body: { facility_id: params.facility_id, deleted: true as const } };
    },
  }),
  operation({
    method: "GET",
    path: "/disclosures/ccts",
    operationId: "getCctsDisclosure",
    summary: "Each obligated unit's GEI, certificates issued or owed, and compensation, for a compliance year",
    description: `For each facility recorded as an obligated unit (one with facility_id): its covered emissions (tCO2e; Scope 2 location-based) and output of equivalent product from the year's start to as_of (the last complete month, or the year's end), the GEI so far, the year-end figures (actual once the year is over; otherwise the months left from the platform's monthly forecast of the unit's own history, or at the year's average so far when it has fewer than 6 months), and against the year's target the certificates issued or to surrender, with the environmental compensation at certificate_price_inr if none is surrendered. What the workspace lacks is named in missing, never guessed. ${CCTS_RULES}`,
    tag: "Disclosures",
    access: { kind: "bearer", scope: "read:reports", orScopes: ["read:analytics"] },
    heavy: true,
    problems: [404],
    query: z.object({
      compliance_year: z.enum(CCTS_COMPLIANCE_YEARS).meta({ description: "The compliance year, April to March" }),
      facility_id: ulidSchema.optional().meta({ description: "Only this obligated unit" }),
      certificate_price_inr: z.coerce
        .number()
        .nonnegative()
        .max(1e9)
        .optional()
        .meta({ description: "The year's average certificate price, INR, for the environmental compensation" }),
    }),
    responses: {
      200: {
        description: "The position of each obligated unit",
        schema: cctsDisclosureSchema,
      },
    },
    handler: async ({ query, caller, ctx }) => {
      const tenantId = callerOf(caller).tenantId;
      const units = await obligations(ctx.db, tenantId, query.facility_id);
      if (query.facility_id && units.length === 0) throw notFound("CCTS obligation for a facility");
      const store = emissionsStore(ctx.db, tenantId);
      const asOf = asOfFor(query.compliance_year);
      const price = query.certificate_price_inr ?? null;
      const positions = [];
      for (const unit of units) positions.push(await unitPosition(store, unit, query.compliance_year, asOf, price));
      return {
        status: 200,
        body: {
          compliance_year: query.compliance_year,
          as_of: asOf,
          certificate_price_inr: price,
          units: positions,
          rules: CCTS_RULES,
        },
      };
    },
  }),
];
