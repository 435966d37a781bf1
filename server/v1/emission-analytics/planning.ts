import { z } from "zod";
import { round } from "../../../carbon";
import {
  buildMacc,
  decomposeLmdi,
  type EmissionLine,
  forecastMonthly,
  type LmdiSectorInput,
  type MonthlyValue,
  type PlanningIssue,
  runScenario,
} from "../../../carbon/planning";
import {
  contributionRequestSchema,
  contributionResultSchema,
  FORECAST_METRICS,
  forecastRequestSchema,
  forecastResultSchema,
  GRAINS,
  maccRequestSchema,
  maccResultSchema,
  SCOPE2_METHODS,
  scenarioRequestSchema,
  scenarioResultSchema,
} from "../../../contracts/api";
import type { ErrorCode, FieldError } from "../../../contracts/errors";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { badParameter } from "../platform/errors";
import { type AnyOperation, operation } from "../platform/operation";
import { aggregateProduction, aggregateRecords, co2eOf, instrumentsInSlice, marketBased } from "./aggregate";
import { contributionBody, forecastBody, scenarioBody } from "./planning-answers";
import {
  CONTRIBUTION_EXAMPLE,
  CONTRIBUTION_EXAMPLE_REQUEST,
  FORECAST_EXAMPLE,
  FORECAST_EXAMPLE_REQUEST,
  MACC_EXAMPLE,
  MACC_EXAMPLE_REQUEST,
  SCENARIO_EXAMPLE,
  SCENARIO_EXAMPLE_REQUEST,
} from "./planning-examples";
import { addDays, defaultWindow, needsFacility, parseSlice, recordConditions, type Slice } from "./slice";

/** A planning function's issues as a 422 problem naming each field (its path in the request body). */
function refused(issues: PlanningIssue[], pathPrefix: (string | number)[] = []): HttpProblem {
  const errors: FieldError[] = issues.slice(0, 50).map((i) => {
    const path = [...pathPrefix, ...i.path].map(String);
    return {
      field: path.join(".") || "(body)",
      pointer: path.length ? `/${path.join("/")}` : "",
      code: i.code as ErrorCode,
      message: i.message,
    };
  });
  return new HttpProblem("validation-failed", issues[0]?.message ?? "The request cannot be computed.", errors);
}

/** A body's filter and period as a slice; a filter error is a 422 naming the body field. */
function bodySlice(window: { from: string; to: string }, filter: string | undefined): Slice {
  try {
    return parseSlice({ "period.from": window.from, "period.to": window.to, filter });
  } catch (err) {
    if (err instanceof HttpProblem) {
      throw new HttpProblem(
        "validation-failed",
        err.detail,
        err.errors.map((e) => ({ ...e, field: e.field === "filter" ? "filter" : e.field, pointer: "/filter" })),
      );
    }
    throw err;
  }
}

// ---------- scenarios ----------

type LineRow = {
  facility_id: string;
  source_type: string;
  activity: string;
  region: string;
  scope: number;
  unit: string;
  quantity: number;
  co2e: number;
  kwh: number;
  records: number;
};

/** The period's records grouped into emission lines (facility, activity, unit), split by days at the edges. */
async function scenarioLines(db: Queryable, tenantId: string, slice: Slice): Promise<LineRow[]> {
  const args: unknown[] = [tenantId, slice.from, slice.to];
  const arg = (v: unknown) => {
    args.push(v);
    return `$${args.length}`;
  };
  const join = needsFacility(slice) ? "JOIN api_facility f ON f.tenant_id = r.tenant_id AND f.id = r.facility_id" : "";
  const share = "(LEAST(r.period_end, $3::date) - GREATEST(r.period_start, $2::date) + 1)::float8 / r.days";
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.facility_id, r.source_type, r.activity, r.selection_region AS region, r.scope, r.unit,
       SUM(r.quantity * ${share}) AS quantity, SUM(r.co2e_kg * ${share}) AS co2e,
       SUM(COALESCE(r.energy_kwh, 0) * ${share}) AS kwh, count(*)::int AS records
     FROM activity_record r ${join}
     WHERE ${["r.tenant_id = $1", "r.period_start <= $3::date", "r.period_end >= $2::date", ...recordConditions(slice, arg)].join(" AND ")}
     GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 3, 6`,
    args,
  );
  return rows.map((r) => ({
    facility_id: String(r.facility_id),
    source_type: String(r.source_type),
    activity: String(r.activity),
    region: String(r.region),
    scope: Number(r.scope),
    unit: String(r.unit),
    quantity: Number(r.quantity),
    co2e: Number(r.co2e),
    kwh: Number(r.kwh),
    records: Number(r.records),
  }));
}

// ---------- forecasts ----------

/** The first day of the month after the date's month. */
const nextMonth = (date: string) => `${addDays(`${date.slice(0, 7)}-01`, 32).slice(0, 7)}-01`;

/** Monthly values of a metric over all the history the slice's records have, gaps filled by interpolation. */
async function monthlyHistory(
  db: Queryable,
  tenantId: string,
  filter: string | undefined,
  metric: (typeof FORECAST_METRICS)[number],
  method: "MARKET" | "LOCATION",
) {
  const lastComplete = defaultWindow().to;
  const probe = bodySlice({ from: "1900-01-01", to: lastComplete }, filter);
  const args: unknown[] = [tenantId, lastComplete];
  const arg = (v: unknown) => {
    args.push(v);
    return `$${args.length}`;
  };
  const join = needsFacility(probe) ? "JOIN api_facility f ON f.tenant_id = r.tenant_id AND f.id = r.facility_id" : "";
  const [range] = await db.query<{ first: string | null; last: string | null }>(
    `SELECT min(r.period_start)::text AS first, max(r.period_end)::text AS last FROM activity_record r ${join}
     WHERE ${["r.tenant_id = $1", "r.period_start <= $2::date", ...recordConditions(probe, arg)].join(" AND ")}`,
    args,
  );
  if (!range?.first || !range.last) return { slice: probe, months: [] as MonthlyValue[], filled: [] as string[] };
  const from = `${range.first.slice(0, 7)}-01`;
  const to = range.last < lastComplete ? addDays(nextMonth(range.last), -1) : lastComplete;
  const slice = { ...probe, from, to };
  const [cells, instruments] = await Promise.all([
    aggregateRecords(db, tenantId, slice, { grain: "month" }),
    instrumentsInSlice(db, tenantId, slice),
  ]);
  const market = marketBased(cells, instruments, "month", slice);
  const byMonth = new Map<string, number>();
  for (const c of cells) {
    const v =
      metric === "co2e"
        ? co2eOf(c, method, market)
        : metric === "energy_use"
          ? c.energy_kwh
          : c[metric as "co2" | "ch4" | "n2o"];
    byMonth.set(c.bucket.slice(0, 7), (byMonth.get(c.bucket.slice(0, 7)) ?? 0) + v);
  }
  const months: MonthlyValue[] = [];
  for (let m = from; m <= to; m = nextMonth(m)) {
    months.push({ month: m.slice(0, 7), value: byMonth.get(m.slice(0, 7)) ?? Number.NaN });
  }
  const filled: string[] = [];
  months.forEach((p, i) => {
    if (!Number.isNaN(p.value)) return;
    const before = months.slice(0, i).findLast((q) => !Number.isNaN(q.value));
    const afterIndex = months.findIndex((q, j) => j > i && !Number.isNaN(q.value));
    const after = afterIndex >= 0 ? months[afterIndex] : undefined;
    const beforeIndex = before ? months.indexOf(before) : -1;
    p.value =
      before && after
        ? before.value + ((after.value - before.value) * (i - beforeIndex)) / (afterIndex - beforeIndex)
        : (before?.value ?? after?.value ?? 0);
    filled.push(p.month);
  });
  return { slice, months, filled };
}

export const planningOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/emission-analytics/scenarios",
    operationId: "runEmissionScenario",
    summary: "What if: emission factors, activity levels and contractual instruments changed",
    description:
      "Builds emission lines (facility, activity, unit) from the period's records, applies the knobs and compares baseline and scenario by scope, Scope 2 both ways. EF adjustments scale the factors of an activity (and region); activity adjustments scale the quantities of a facility and/or source type; PPAs and RECs cover at most the MWh consumed and change only the market-based figure (GHG Protocol Scope 2 Guidance). Each adjustment is listed with the lines and records it touched and its effect alone.",
    tag: "Emission Analytics",
    access: { kind: "bearer", scope: "plan:decarb" },
    tenantAlias: true,
    query: z.object({ scope2_method: z.enum(SCOPE2_METHODS).default("MARKET") }),
    body: scenarioRequestSchema,
    bodyExample: SCENARIO_EXAMPLE_REQUEST,
    responses: {
      200: {
        description: "Baseline, scenario and what changed",
        schema: scenarioResultSchema,
        example: SCENARIO_EXAMPLE,
      },
    },
    handler: async ({ body, query, caller, ctx }) => {
      const tenantId = callerOf(caller).tenantId;
      const slice = bodySlice(body.period, body.filter);
      const rows = await scenarioLines(ctx.db, tenantId, slice);
      const lines: (EmissionLine & { id: string })[] = rows.map((r) => {
        const grid = r.activity === "grid_electricity";
        const quantity = grid ? r.kwh / 1000 : r.quantity;
        const factor = quantity > 0 ? r.co2e / quantity : 0;
        return {
          id: `${r.facility_id}/${r.activity}/${grid ? "MWh" : r.unit}`,
          facility_id: r.facility_id,
          source_type: r.source_type,
          activity: r.activity,
          region: r.region,
          scope: r.scope as 1 | 2 | 3,
          quantity,
          unit: grid ? "MWh" : r.unit,
          factor_kg_per_unit: factor,
          ...(grid ? { market: { factor_kg_per_mwh: factor, basis: "grid_average" as const } } : {}),
        };
      });
      const instruments = await instrumentsInSlice(ctx.db, tenantId, slice);
      const mwhIn = (kind: string) =>
        instruments
          .filter((i) => i.kind === kind && lines.some((l) => l.facility_id === i.facility_id))
          .reduce((s, i) => {
            const days = Math.max(
              0,
              (Date.parse(i.period_end < slice.to ? i.period_end : slice.to) -
                Date.parse(i.period_start > slice.from ? i.period_start : slice.from)) /
                86_400_000 +
                1,
            );
            const length = (Date.parse(i.period_end) - Date.parse(i.period_start)) / 86_400_000 + 1;
            return s + (i.mwh * days) / length;
          }, 0);
      let denominator: { unit: string; baseline: number } | undefined;
      if (body.normalize_by === "PRODUCTION") {
        const production = await aggregateProduction(ctx.db, tenantId, slice, "window");
        const units = [...new Set(production.map((p) => p.unit))];
        if (units.length !== 1) {
          throw new HttpProblem(
            "validation-failed",
            units.length === 0
              ? "No production is recorded in this period."
              : `Production is recorded in several units (${units.join(", ")}); filter by product==...`,
            [
              {
                field: "normalize_by",
                pointer: "/normalize_by",
                code: "INVALID_VALUE",
                message: "Production needs one unit in the period",
              },
            ],
          );
        }
        denominator = { unit: units[0]!, baseline: production.reduce((s, p) => s + p.quantity, 0) };
      }
      const result = runScenario({
        lines,
        baseline_instruments: { recs_mwh: mwhIn("REC"), ppas_mwh: mwhIn("PPA") },
        knobs: body.knobs,
        ...(denominator ? { denominator } : {}),
      });
      if (!result.ok) throw refused(result.issues, ["knobs"]);
      const notes = instruments.some((i) => i.kind === "SUPPLIER_RATE")
        ? ["Supplier-specific rates stored for this period are not modelled in scenarios; RECs and PPAs are."]
        : [];
      const body200 = scenarioBody(slice, query.scope2_method, lines, rows, result.value, notes);
      return { status: 200, body: body200 };
    },
  }),
  operation({
    method: "POST",
    path: "/emission-analytics/forecasts",
    operationId: "forecastEmissions",
    summary: "Forecast a monthly metric with p05-p95 bands, honestly backtested",
    description:
      "Forecasts the monthly series of the metric (all the history the filter selects, months without data filled by interpolation and listed) with ETS (Holt-Winters), ARIMA (seasonal, on the log scale), XGBOOST (gradient-boosted trees on lag and calendar features and regressors) or AUTO (each backtested, the lowest hold-out MAPE wins). model.mape comes from a hold-out backtest on months the model never saw; p05-p95 is a 90% band, from the model where the backtest shows it calibrated, else from out-of-sample errors. Fewer than 6 monthly points is a 422 saying how many are needed.",
    tag: "Emission Analytics",
    access: { kind: "bearer", scope: "read:analytics" },
    tenantAlias: true,
    query: z.object({
      metric: z.enum(FORECAST_METRICS).default("co2e"),
      grain: z.enum(GRAINS).default("month").meta({ description: "Forecasts are monthly: month is the only grain" }),
      scope2_method: z.enum(["MARKET", "LOCATION"]).default("MARKET"),
    }),
    body: forecastRequestSchema,
    bodyExample: FORECAST_EXAMPLE_REQUEST,
    responses: {
      200: {
        description: "The forecast and the model behind it",
        schema: forecastResultSchema,
        example: FORECAST_EXAMPLE,
      },
    },
    handler: async ({ body, query, caller, ctx }) => {
      if (query.grain !== "month")
        throw badParameter("grain", "INVALID_VALUE", "forecasts are monthly; use grain=month");
      const tenantId = callerOf(caller).tenantId;
      const history = await monthlyHistory(ctx.db, tenantId, body.filter, query.metric, query.scope2_method);
      const exogenous: Record<string, { history: MonthlyValue[]; future: number[] }> = {};
      for (const name of ["production_units", "weather_hdd_cdd"] as const) {
        const given = body.exogenous?.[name];
        if (given === undefined) continue;
        if (!Array.isArray(given)) {
          exogenous[name] = { history: given.history, future: given.future };
          continue;
        }
        if (name === "weather_hdd_cdd") {
          throw new HttpProblem(
            "validation-failed",
            "Weather history is not stored here; send weather_hdd_cdd as {history, future}.",
            [
              {
                field: "exogenous.weather_hdd_cdd",
                pointer: "/exogenous/weather_hdd_cdd",
                code: "INVALID_VALUE",
                message: "Send {history: [{month, value}], future: [...]}",
              },
            ],
          );
        }
        const production = await aggregateProduction(ctx.db, tenantId, history.slice, "month");
        const byMonth = new Map<string, number>();
        for (const p of production)
          byMonth.set(p.bucket.slice(0, 7), (byMonth.get(p.bucket.slice(0, 7)) ?? 0) + p.quantity);
        exogenous[name] = {
          history: history.months.map((m) => ({ month: m.month, value: byMonth.get(m.month) ?? 0 })),
          future: given,
        };
      }
      const result = forecastMonthly({
        series: history.months,
        method: body.method,
        lookback_months: body.lookback_months,
        horizon_months: body.horizon_months,
        ...(Object.keys(exogenous).length ? { exogenous } : {}),
      });
      if (!result.ok) {
        const tooFew = result.issues.find((i) => i.code === "TOO_FEW_POINTS");
        if (tooFew) {
          throw new HttpProblem(
            "validation-failed",
            `${tooFew.message}. The data selected has ${history.months.length} month(s) with a first and last record; record more months or widen the filter.`,
            [{ field: "filter", pointer: "/filter", code: "TOO_FEW_POINTS", message: tooFew.message }],
          );
        }
        throw refused(result.issues);
      }
      return { status: 200, body: forecastBody(query.metric, history, result.value) };
    },
  }),
  operation({
    method: "POST",
    path: "/emission-analytics/macc",
    operationId: "buildMacc",
    summary: "Marginal abatement cost curve of candidate measures",
    description:
      "Annualised cost = capex × CRF(r, n) + opex_delta, CRF = r(1+r)^n / ((1+r)^n - 1) (1/n at r = 0); cost per tCO2e = annualised cost / annual abatement. Bars sorted by cost per tonne (ties by id), each as wide as its abatement, with cumulative abatement; money in INR in, integer paise out. Measures are treated as independent: interactions are not modelled.",
    tag: "Emission Analytics",
    access: { kind: "bearer", scope: "plan:decarb" },
    tenantAlias: true,
    body: maccRequestSchema,
    bodyExample: MACC_EXAMPLE_REQUEST,
    responses: { 200: { description: "The curve", schema: maccResultSchema, example: MACC_EXAMPLE } },
    handler: async ({ body }) => {
      const result = buildMacc(body);
      if (!result.ok) throw refused(result.issues);
      return { status: 200, body: result.value };
    },
  }),
  operation({
    method: "POST",
    path: "/emission-analytics/contribution",
    operationId: "decomposeEmissionChange",
    summary: "Why emissions changed between two periods: activity, structure and intensity (LMDI)",
    description:
      "Additive LMDI-I (Ang 2005) over sectors (facilities, or source types): the change in emissions = activity effect + structure effect + intensity effect, exactly; with the multiplicative form (factors whose product is the ratio). Activity is production (by facility) or energy use (kWh). Zero values use the analytical limits (Ang & Liu 2007); sectors with emissions but no activity in a period cannot be factorised and are listed in excluded.",
    tag: "Emission Analytics",
    access: { kind: "bearer", scope: "read:analytics" },
    tenantAlias: true,
    body: contributionRequestSchema,
    bodyExample: CONTRIBUTION_EXAMPLE_REQUEST,
    responses: {
      200: { description: "The decomposition", schema: contributionResultSchema, example: CONTRIBUTION_EXAMPLE },
    },
    handler: async ({ body, caller, ctx }) => {
      const tenantId = callerOf(caller).tenantId;
      if (body.by === "source_type" && body.activity === "PRODUCTION") {
        throw new HttpProblem(
          "validation-failed",
          "Production cannot be split by source type; use activity ENERGY or by facility_id.",
          [
            {
              field: "activity",
              pointer: "/activity",
              code: "INVALID_VALUE",
              message: "With by=source_type the activity is ENERGY",
            },
          ],
        );
      }
      const periods = { base: bodySlice(body.base, body.filter), target: bodySlice(body.target, body.filter) };
      const values = new Map<
        string,
        { base: { activity: number; emissions: number }; target: { activity: number; emissions: number } }
      >();
      const at = (id: string) => {
        const v = values.get(id) ?? { base: { activity: 0, emissions: 0 }, target: { activity: 0, emissions: 0 } };
        values.set(id, v);
        return v;
      };
      let unit = body.activity === "ENERGY" ? "kWh" : "";
      for (const which of ["base", "target"] as const) {
        const slice = periods[which];
        const [cells, instruments] = await Promise.all([
          aggregateRecords(ctx.db, tenantId, slice, { grain: "month", dimensions: [body.by] }),
          instrumentsInSlice(ctx.db, tenantId, slice),
        ]);
        const market = marketBased(cells, instruments, "month", slice);
        for (const c of cells) {
          const id = String(c.dims[body.by]);
          at(id)[which].emissions += co2eOf(c, body.scope2_method, market);
          if (body.activity === "ENERGY") at(id)[which].activity += c.energy_kwh;
        }
        if (body.activity === "PRODUCTION") {
          const production = await aggregateProduction(ctx.db, tenantId, slice, "window");
          const units = new Set(production.map((p) => p.unit));
          if (units.size > 1 || (unit && production.some((p) => p.unit !== unit))) {
            throw new HttpProblem(
              "validation-failed",
              "Production is recorded in several units; filter by product==... so one unit remains.",
              [
                {
                  field: "activity",
                  pointer: "/activity",
                  code: "INCONSISTENT",
                  message: "Production has more than one unit",
                },
              ],
            );
          }
          for (const p of production) {
            unit = p.unit;
            at(p.facility_id)[which].activity += p.quantity;
          }
        }
      }
      const sectors: LmdiSectorInput[] = [];
      const excluded: { id: string; base_emissions: number; target_emissions: number; reason: string }[] = [];
      for (const [id, v] of values) {
        const noActivity = (p: { activity: number; emissions: number }) => p.emissions > 0 && p.activity <= 0;
        if (noActivity(v.base) || noActivity(v.target)) {
          excluded.push({
            id,
            base_emissions: round(v.base.emissions),
            target_emissions: round(v.target.emissions),
            reason: `emissions without ${body.activity === "ENERGY" ? "energy use" : "production"} in a period`,
          });
        } else sectors.push({ id, base: v.base, target: v.target });
      }
      if (sectors.length === 0) {
        throw new HttpProblem(
          "validation-failed",
          "No sector has both emissions and activity to decompose in these periods.",
          [{ field: "activity", pointer: "/activity", code: "INVALID_VALUE", message: "Nothing to decompose" }],
        );
      }
      const result = decomposeLmdi({ sectors });
      if (!result.ok) throw refused(result.issues);
      const names = new Map(
        (
          await ctx.db.query<{ id: string; name: string }>(
            "SELECT id, name FROM api_facility WHERE tenant_id = $1 AND id = ANY($2::text[])",
            [tenantId, sectors.map((s) => s.id)],
          )
        ).map((r) => [r.id, r.name]),
      );
      return {
        status: 200,
        body: contributionBody(
          periods,
          body.by,
          { measure: body.activity, unit: unit || "unit" },
          result.value,
          excluded,
          names,
        ),
      };
    },
  }),
];
