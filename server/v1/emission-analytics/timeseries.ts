import { z } from "zod";
import { bucketStart, type Grain, round } from "../../../carbon";
import { DIMENSIONS, GRAINS, METRICS, NORMALIZERS, timeseriesSchema } from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { badParameter } from "../platform/errors";
import { pageInMemory } from "../platform/list-query";
import { operation } from "../platform/operation";
import { bucketsOf, metricValue, monthsOfBucket, parseDimensions, UNITS } from "./dimensions";
import { type EmissionsStore, emissionsStore, type Slice } from "./emissions-store";
import { productionUnit } from "./production-unit";
import { TIMESERIES_EXAMPLE } from "./read-examples";
import { sliceOfQuery, sliceQueryShape, WINDOW_RULES } from "./slice";

/** Production per bucket (and per facility), in its one unit; several units are a 400 naming normalize_by. */
async function productionBy(store: EmissionsStore, slice: Slice, grain: Grain, sqlGrain: Grain) {
  const rows = await store.production(slice, sqlGrain);
  const unit = productionUnit(rows, "normalize_by");
  const total = new Map<string, number>();
  const byFacility = new Map<string, number>();
  for (const r of rows) {
    const b = bucketStart(r.bucket, grain);
    total.set(b, (total.get(b) ?? 0) + r.quantity);
    byFacility.set(`${b}|${r.facility_id}`, (byFacility.get(`${b}|${r.facility_id}`) ?? 0) + r.quantity);
  }
  return { unit: unit ?? "unit", total, byFacility };
}

const timeseriesQuery = z.object({
  ...sliceQueryShape,
  metric: z.enum(METRICS).default("co2e"),
  grain: z.enum(GRAINS).default("month"),
  group_by: z
    .string()
    .max(200)
    .optional()
    .meta({ description: `Comma-separated dimensions (default scope,facility_id): ${DIMENSIONS.join(", ")}` }),
  normalize_by: z.enum(NORMALIZERS).optional(),
  scope2_method: z.enum(["MARKET", "LOCATION"]).default("MARKET"),
  "page[size]": z.coerce.number().int().min(1).max(200).default(50).meta({ description: "Series per page" }),
  "page[after]": z.string().max(500).optional(),
});

export const timeseriesOperation = operation({
  method: "GET",
  path: "/emission-analytics/timeseries",
  operationId: "getEmissionTimeseries",
  summary: "A metric over time by grain, one series per group",
  description: `Records are split by days across buckets (day, ISO week, month, quarter, year; UTC), so a quarter is exactly the sum of its months. One series per combination of the group_by dimensions; every bucket of the period is a point (has_data false where nothing was recorded). normalize_by=PRODUCTION (or metric=kgCO2e_per_unit) divides CO2e by production in the bucket. Gas metrics (co2, ch4, n2o) are as recorded (location-based); fuel_consumed is in L, Nm3 or tonne, one series per unit. ${WINDOW_RULES}`,
  tag: "Emission Analytics",
  access: { kind: "bearer", scope: "read:analytics" },
  tenantAlias: true,
  query: timeseriesQuery,
  responses: { 200: { description: "The series", schema: timeseriesSchema, example: TIMESERIES_EXAMPLE } },
  handler: async ({ query, caller, ctx }) => {
    const store = emissionsStore(ctx.db, callerOf(caller).tenantId);
    const slice = sliceOfQuery(query);
    const grain = query.grain;
    const buckets = bucketsOf(slice, grain);
    const dims = parseDimensions(
      query.group_by,
      "group_by",
      query.metric === "data_completeness_pct" ? ["facility_id"] : ["scope", "facility_id"],
    );
    const metric = query.metric;
    if (metric === "data_completeness_pct" && dims.some((d) => d !== "facility_id")) {
      throw badParameter(
        "group_by",
        "INVALID_VALUE",
        "completeness is of facility-months: group by facility_id or nothing",
      );
    }
    const sqlGrain: Grain = grain === "quarter" || grain === "year" ? "month" : grain;
    const normalize = metric === "kgCO2e_per_unit" || query.normalize_by === "PRODUCTION";
    const [{ cells }, facilities, production] = await Promise.all([
      store.cells(slice, { grain: sqlGrain, dimensions: dims, byFuelUnit: metric === "fuel_consumed" }),
      metric === "data_completeness_pct" ? store.facilities(slice) : Promise.resolve([]),
      normalize ? productionBy(store, slice, grain, sqlGrain) : Promise.resolve(null),
    ]);

    type Acc = {
      key: Record<string, string | number | null>;
      unit: string;
      points: Map<string, { v: number; est: boolean }>;
    };
    const series = new Map<string, Acc>();
    const facilityBuckets = new Map<string, Set<string>>(); // completeness: series key -> "facility|bucket"
    for (const c of cells) {
      const key = { ...c.dims };
      const unit = metric === "fuel_consumed" ? (c.fuel_unit ?? "") : UNITS[metric];
      if (metric === "fuel_consumed" && !c.fuel_unit) continue;
      const id = JSON.stringify([key, unit]);
      const acc = series.get(id) ?? { key, unit, points: new Map() };
      series.set(id, acc);
      const bucket = bucketStart(c.bucket, grain);
      const p = acc.points.get(bucket) ?? { v: 0, est: false };
      p.v +=
        metric === "data_completeness_pct"
          ? 0
          : metricValue(metric === "kgCO2e_per_unit" ? "co2e" : metric, c, query.scope2_method);
      p.est ||= c.estimated;
      acc.points.set(bucket, p);
      if (metric === "data_completeness_pct") {
        const set = facilityBuckets.get(id) ?? new Set();
        set.add(`${c.facility_id}|${c.bucket}`);
        facilityBuckets.set(id, set);
      }
    }
    if (metric === "data_completeness_pct" && series.size === 0 && dims.length === 0) {
      series.set(JSON.stringify([{}, "%"]), { key: {}, unit: "%", points: new Map() });
    }

    const size = query["page[size]"];
    const page = pageInMemory([...series.entries()], ([id]) => id, size, query["page[after]"]);
    const months = (b: string) => (sqlGrain === grain ? [b] : monthsOfBucket(b, grain, slice));
    const facilityCount = facilities.length;

    const body = {
      metric,
      grain,
      period: { from: slice.from, to: slice.to },
      scope2_method: query.scope2_method,
      series: page.items.map(([id, acc]) => {
        const unit = normalize && metric !== "fuel_consumed" ? `kgCO2e/${production?.unit ?? "unit"}` : acc.unit;
        return {
          key: acc.key,
          unit: metric === "kgCO2e_per_unit" || (normalize && metric === "co2e") ? unit : acc.unit,
          points: buckets.map((b) => {
            const p = acc.points.get(b);
            let value: number | null = p ? p.v : 0;
            if (metric === "data_completeness_pct") {
              const scope = typeof acc.key.facility_id === "string" ? 1 : facilityCount;
              const expected = scope * months(b).length;
              const got = [...(facilityBuckets.get(id) ?? [])].filter((k) =>
                months(b).includes(k.split("|")[1]!),
              ).length;
              value = expected > 0 ? round((Math.min(got, expected) / expected) * 100, 2) : null;
            } else if (normalize && (metric === "co2e" || metric === "kgCO2e_per_unit")) {
              const facility = typeof acc.key.facility_id === "string" ? acc.key.facility_id : null;
              const denominator = facility
                ? (production?.byFacility.get(`${b}|${facility}`) ?? 0)
                : (production?.total.get(b) ?? 0);
              value = p && denominator > 0 ? round(p.v / denominator, 6) : null;
            } else value = round(value);
            return {
              ts: `${b}T00:00:00.000Z`,
              value,
              quality: { estimated: p?.est ?? false, has_data: p !== undefined },
            };
          }),
        };
      }),
      page: { size, next_cursor: page.next_cursor },
    };
    return { status: 200, body };
  },
});
