import { z } from "zod";
import { monthsTouched, round } from "../../../carbon";
import { dateSchema, kpisSchema, NORMALIZERS, SCOPE2_METHODS } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { badParameter } from "../platform/errors";
import { type AnyOperation, operation } from "../platform/operation";
import {
  aggregateProduction,
  aggregateRecords,
  co2eOf,
  facilitiesInSlice,
  instrumentsInSlice,
  marketBased,
} from "./aggregate";
import { KPIS_EXAMPLE } from "./read-examples";
import { addDays, daysBetween, parseSlice, type Slice, sliceQueryShape } from "./slice";

/** Totals of a slice: CO2e by scope (Scope 2 both ways), estimated share and facility-months with data. */
export async function totalsOf(db: Queryable, tenantId: string, slice: Slice, method: "MARKET" | "LOCATION" | "BOTH") {
  const [cells, instruments] = await Promise.all([
    aggregateRecords(db, tenantId, slice, { grain: "month" }),
    instrumentsInSlice(db, tenantId, slice),
  ]);
  const market = marketBased(cells, instruments, "month", slice);
  const chosen = method === "LOCATION" ? "LOCATION" : "MARKET";
  const byScope = { "1": 0, "2": 0, "3": 0 };
  let total = 0;
  let estimated = 0;
  let location2 = 0;
  let market2 = 0;
  const withData = new Set<string>();
  for (const c of cells) {
    const value = co2eOf(c, chosen, market);
    byScope[String(c.scope) as "1" | "2" | "3"] += value;
    total += value;
    estimated += c.estimated_co2e * (c.co2e === 0 ? 0 : value / c.co2e);
    if (c.scope === 2) {
      location2 += c.co2e;
      market2 += co2eOf(c, "MARKET", market);
    }
    withData.add(`${c.facility_id}|${c.bucket}`);
  }
  let mwh = 0;
  let covered = 0;
  let basis: "residual_mix" | "grid_average_fallback" | "none" = "none";
  for (const m of market.values()) {
    mwh += m.mwh;
    covered += m.covered_mwh;
    if (m.mwh > m.covered_mwh) basis = m.basis;
  }
  return {
    total,
    byScope,
    estimated,
    scope2: {
      method,
      location_based: round(location2),
      market_based: round(market2),
      consumption_mwh: round(mwh, 6),
      covered_mwh: round(covered, 6),
      uncovered_basis: basis,
    },
    /** "facility_id|month" keys with data. */
    facilityMonths: withData,
  };
}

export const kpiOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/emission-analytics/kpis",
    operationId: "getEmissionKpis",
    summary: "Emission KPIs of a period: totals by scope, intensity, change against a baseline, data quality",
    description:
      "Totals in kg CO2e by scope, computed from stored activity records split by days at the period's edges. Scope 2 follows scope2_method: LOCATION (grid average), MARKET (contractual instruments first, at most the MWh consumed; uncovered MWh at the residual mix, else the grid average as a disclosed fallback) or BOTH (totals use market-based; totals.scope2 shows both). normalize_by=PRODUCTION divides by production in the period. The baseline defaults to the same dates a year earlier. Quality: completeness is the share of facility-months with data; estimated_pct the share of CO2e from estimated records.",
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
      const tenantId = callerOf(caller).tenantId;
      const slice = parseSlice(query);
      const span = daysBetween(slice.from, slice.to);
      const baseFrom = query["baseline.from"] ?? addDays(slice.from, -365);
      const baseTo = query["baseline.to"] ?? addDays(baseFrom, span - 1);
      if (baseTo < baseFrom) throw badParameter("baseline.to", "OUT_OF_RANGE", "the baseline ends before it starts");
      const baseline = { ...slice, from: baseFrom, to: baseTo };
      const [now, before, facilities, production] = await Promise.all([
        totalsOf(ctx.db, tenantId, slice, query.scope2_method),
        totalsOf(ctx.db, tenantId, baseline, query.scope2_method),
        facilitiesInSlice(ctx.db, tenantId, slice),
        query.normalize_by ? aggregateProduction(ctx.db, tenantId, slice, "window") : Promise.resolve([]),
      ]);
      const units = [...new Set(production.map((p) => p.unit))];
      if (units.length > 1) {
        throw new HttpProblem(
          "invalid-parameter",
          `Production in this period is recorded in several units (${units.join(", ")}); filter by product==... or facility_id==... so one unit remains.`,
          [{ field: "normalize_by", code: "INVALID_VALUE", message: "Production has more than one unit here" }],
        );
      }
      const denominator = production.reduce((s, p) => s + p.quantity, 0);
      const expected = facilities.length * monthsTouched(slice.from, slice.to).length;
      const inScope = new Set(facilities);
      const withData = [...now.facilityMonths].filter((k) => inScope.has(k.split("|")[0]!)).length;
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
            denominator_unit: query.normalize_by ? (units[0] ?? null) : null,
            denominator: query.normalize_by ? round(denominator, 6) : null,
          },
          vs_baseline: {
            abs_delta: round(now.total - before.total),
            pct_delta: before.total > 0 ? round(((now.total - before.total) / before.total) * 100, 4) : null,
            baseline: { from: baseFrom, to: baseTo, co2e: round(before.total) },
          },
          quality: {
            completeness_pct: expected > 0 ? round((withData / expected) * 100, 2) : null,
            estimated_pct: now.total > 0 ? round((now.estimated / now.total) * 100, 2) : 0,
            facility_months_expected: expected,
            facility_months_with_data: withData,
          },
        },
      };
    },
  }),
];
