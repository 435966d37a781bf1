import { z } from "zod";
import { addDays, completeness, daysInclusive, estimatedSharePct, nextBucketStart, round } from "../../../carbon";
import { dateSchema, kpisSchema, NORMALIZERS, SCOPE2_METHODS } from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { badParameter } from "../platform/errors";
import { operation } from "../platform/operation";
import { type EmissionsStore, emissionsStore, type Slice } from "./emissions-store";
import { co2eOf } from "./market-based";
import { productionUnit } from "./production-unit";
import { KPIS_EXAMPLE } from "./read-examples";
import { checkWindowLength, sliceOfQuery, sliceQueryShape, WINDOW_RULES } from "./slice";

/** Totals of a slice: CO2e by scope (Scope 2 both ways), the estimated share and the month cells with data. */
async function totalsOf(store: EmissionsStore, slice: Slice, method: "MARKET" | "LOCATION" | "BOTH") {
  const { cells, scope2 } = await store.cells(slice, { grain: "month" });
  const chosen = method === "LOCATION" ? "LOCATION" : "MARKET";
  const byScope = { "1": 0, "2": 0, "3": 0 };
  let total = 0;
  let location2 = 0;
  let market2 = 0;
  const shares: { co2e_kg: number; estimated: boolean }[] = [];
  for (const c of cells) {
    const value = co2eOf(c, chosen);
    byScope[String(c.scope) as "1" | "2" | "3"] += value;
    total += value;
    const estimated = c.estimated_co2e * (c.co2e === 0 ? 0 : value / c.co2e);
    shares.push({ co2e_kg: estimated, estimated: true }, { co2e_kg: value - estimated, estimated: false });
    if (c.scope === 2) {
      location2 += c.co2e;
      market2 += c.co2e_market;
    }
  }
  let mwh = 0;
  let covered = 0;
  let basis: "residual_mix" | "grid_average_fallback" | "none" = "none";
  for (const m of scope2) {
    mwh += m.mwh;
    covered += m.covered_mwh;
    if (m.mwh > m.covered_mwh) basis = m.basis;
  }
  return {
    total,
    byScope,
    estimatedPct: estimatedSharePct(shares),
    scope2: {
      method,
      location_based: round(location2),
      market_based: round(market2),
      consumption_mwh: round(mwh, 6),
      covered_mwh: round(covered, 6),
      uncovered_basis: basis,
    },
    /** Each month cell as a period with data, for completeness. */
    monthsWithData: cells.map((c) => ({
      facility_id: c.facility_id,
      period_start: c.bucket,
      period_end: addDays(nextBucketStart(c.bucket, "month"), -1),
    })),
  };
}

export const kpisOperation = operation({
  method: "GET",
  path: "/emission-analytics/kpis",
  operationId: "getEmissionKpis",
  summary: "Emission KPIs of a period: totals by scope, intensity, change against a baseline, data quality",
  description: `Totals in kg CO2e by scope, computed from stored activity records split by days at the period's edges. Scope 2 follows scope2_method: LOCATION (grid average), MARKET (contractual instruments first, at most the MWh consumed; uncovered MWh at the residual mix, else the grid average as a disclosed fallback) or BOTH (totals use market-based; totals.scope2 shows both). normalize_by=PRODUCTION divides by production in the period. The baseline defaults to the same dates a year earlier (the filter's other conditions apply to it too). Quality: completeness is the share of facility-months with data; estimated_pct the share of CO2e from estimated records. ${WINDOW_RULES}`,
  tag: "Emission Analytics",
  access: { kind: "bearer", scope: "read:analytics" },
  tenantAlias: true,
  query: z.object({
    ...sliceQueryShape,
    scope2_method: z.enum(SCOPE2_METHODS).default("MARKET"),
    normalize_by: z.enum(NORMALIZERS).optional(),
    "baseline.from": dateSchema.optional(),
    "baseline.to": dateSchema.optional(),
  }),
  responses: { 200: { description: "The KPIs", schema: kpisSchema, example: KPIS_EXAMPLE } },
  handler: async ({ query, caller, ctx }) => {
    const store = emissionsStore(ctx.db, callerOf(caller).tenantId);
    const slice = sliceOfQuery(query);
    const span = daysInclusive(slice.from, slice.to);
    const baseFrom = query["baseline.from"] ?? addDays(slice.from, -365);
    const baseTo = query["baseline.to"] ?? addDays(baseFrom, span - 1);
    if (baseTo < baseFrom) throw badParameter("baseline.to", "OUT_OF_RANGE", "the baseline ends before it starts");
    checkWindowLength({ from: baseFrom, to: baseTo }, "baseline.from");
    const baseline = { ...slice, from: baseFrom, to: baseTo };
    const [now, before, facilities, production] = await Promise.all([
      totalsOf(store, slice, query.scope2_method),
      totalsOf(store, baseline, query.scope2_method),
      store.facilities(slice),
      query.normalize_by ? store.production(slice, "window") : Promise.resolve([]),
    ]);
    const unit = productionUnit(production, "normalize_by");
    const denominator = production.reduce((s, p) => s + p.quantity, 0);
    const quality = completeness(facilities, slice.from, slice.to, now.monthsWithData);
    return {
      status: 200,
      body: {
        period: { from: slice.from, to: slice.to, grain: "month" },
        totals: {
          co2e: round(now.total),
          unit: "kgCO2e",
          by_scope: { "1": round(now.byScope["1"]), "2": round(now.byScope["2"]), "3": round(now.byScope["3"]) },
          scope2: now.scope2,
        },
        intensities: {
          kgCO2e_per_unit: query.normalize_by && denominator > 0 ? round(now.total / denominator, 6) : null,
          denominator_unit: query.normalize_by ? unit : null,
          denominator: query.normalize_by ? round(denominator, 6) : null,
        },
        vs_baseline: {
          abs_delta: round(now.total - before.total),
          pct_delta: before.total > 0 ? round(((now.total - before.total) / before.total) * 100, 4) : null,
          baseline: { from: baseFrom, to: baseTo, co2e: round(before.total) },
        },
        quality: {
          completeness_pct: quality.pct === null ? null : round(quality.pct, 2),
          estimated_pct: round(now.estimatedPct, 2),
          facility_months_expected: quality.expected,
          facility_months_with_data: quality.with_data,
        },
      },
    };
  },
});
