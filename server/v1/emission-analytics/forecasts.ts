import { z } from "zod";
import { addDays, nextBucketStart } from "../../../carbon";
import { filledMonths, forecastMonthly, type MonthlyValue } from "../../../carbon/planning";
import { FORECAST_METRICS, forecastRequestSchema, forecastResultSchema, GRAINS } from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { badParameter } from "../platform/errors";
import { operation } from "../platform/operation";
import { type EmissionsStore, emissionsStore } from "./emissions-store";
import { co2eOf } from "./market-based";
import { forecastBody } from "./planning-answers";
import { FORECAST_EXAMPLE } from "./planning-examples";
import { refused } from "./planning-problems";
import { conditionsOf, defaultWindow, filterOfRequest, filterQueryParameter, type RequestFilter } from "./slice";

/**
 * Monthly values of a metric over all the history the filter selects, up to the last complete month, gaps filled
 * by interpolation. The filter's date conditions are checked but do not narrow the history.
 */
async function monthlyHistory(
  store: EmissionsStore,
  filter: RequestFilter,
  metric: (typeof FORECAST_METRICS)[number],
  method: "MARKET" | "LOCATION",
) {
  const lastComplete = defaultWindow().to;
  const selected = { from: "1900-01-01", to: lastComplete, conditions: conditionsOf(filter) };
  const range = await store.monthsWithData(selected, lastComplete);
  if (!range) return { slice: selected, months: [] as MonthlyValue[], filled: [] as string[] };
  const slice = { ...selected, from: range.first, to: addDays(nextBucketStart(range.last, "month"), -1) };
  const { cells } = await store.cells(slice, { grain: "month" });
  const byMonth = new Map<string, number>();
  for (const c of cells) {
    const v =
      metric === "co2e"
        ? co2eOf(c, method)
        : metric === "energy_use"
          ? c.energy_kwh
          : c[metric as "co2" | "ch4" | "n2o"];
    byMonth.set(c.bucket.slice(0, 7), (byMonth.get(c.bucket.slice(0, 7)) ?? 0) + v);
  }
  return { slice, ...filledMonths(range.first.slice(0, 7), range.last.slice(0, 7), byMonth) };
}

export const forecastOperation = operation({
  method: "POST",
  path: "/emission-analytics/forecasts",
  operationId: "forecastEmissions",
  audit: false,
  summary: "Forecast a monthly metric with p05-p95 bands, honestly backtested",
  description:
    "Forecasts the monthly series of the metric (all the history the filter selects up to the last complete month, months without data filled by interpolation and listed; the filter may be given in the body or the query, not both with different values, and its date conditions are checked but do not narrow the history; lookback_months sets how many of its last months the model trains on) with ETS (Holt-Winters), ARIMA (seasonal, on the log scale), XGBOOST (gradient-boosted trees on lag and calendar features and regressors) or AUTO (each backtested, the lowest hold-out MAPE wins). model.mape comes from a hold-out backtest on months the model never saw; p05-p95 is a 90% band, split-conformal on out-of-sample errors of the method refitted at up to 12 rolling origins, and model.coverage estimates how often it holds (each origin judged without its own errors). Fewer than 6 monthly points is a 422 saying how many are needed.",
  tag: "Emission Analytics",
  access: { kind: "bearer", scope: "read:analytics" },
  tenantAlias: true,
  heavy: true,
  query: z.object({
    metric: z.enum(FORECAST_METRICS).default("co2e"),
    grain: z.enum(GRAINS).default("month").meta({ description: "Forecasts are monthly: month is the only grain" }),
    scope2_method: z.enum(["MARKET", "LOCATION"]).default("MARKET"),
    filter: filterQueryParameter,
  }),
  body: forecastRequestSchema,
  responses: {
    200: {
      description: "The forecast and the model behind it",
      schema: forecastResultSchema,
      example: FORECAST_EXAMPLE,
    },
  },
  handler: async ({ body, query, caller, ctx }) => {
    if (query.grain !== "month") throw badParameter("grain", "INVALID_VALUE", "forecasts are monthly; use grain=month");
    const store = emissionsStore(ctx.db, callerOf(caller).tenantId);
    const filter = filterOfRequest(query.filter, body.filter);
    const history = await monthlyHistory(store, filter, query.metric, query.scope2_method);
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
      const production = await store.production(history.slice, "month");
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
});
