import { createHash } from "node:crypto";
import { z } from "zod";
import { bucketStart, type Grain, nextBucketStart, round } from "../../../carbon";
import {
  BREAKDOWN_METRICS,
  breakdownSchema,
  DIMENSIONS,
  type Dimension,
  GRAINS,
  METRICS,
  NORMALIZERS,
  timeseriesSchema,
} from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { badParameter } from "../platform/errors";
import { type AnyOperation, operation } from "../platform/operation";
import {
  aggregateProduction,
  aggregateRecords,
  type Cell,
  co2eOf,
  facilitiesInSlice,
  instrumentsInSlice,
  marketBased,
} from "./aggregate";
import { BREAKDOWN_EXAMPLE, TIMESERIES_EXAMPLE } from "./read-examples";
import { parseSlice, type Slice, sliceQueryShape } from "./slice";

/** The most buckets one series may have: a day grain covers at most this many days. */
const MAX_BUCKETS = 1000;

type Metric = (typeof METRICS)[number];

function parseDimensions(raw: string | undefined, name: string, fallback: Dimension[]): Dimension[] {
  if (raw === undefined || raw.trim() === "") return fallback;
  const out: Dimension[] = [];
  for (const part of raw.split(",").map((p) => p.trim())) {
    if (part === "product" || part === "process") {
      throw badParameter(name, "INVALID_VALUE", `"${part}" describes production, not emissions records`);
    }
    if (part === "scope2_method") {
      throw badParameter(name, "INVALID_VALUE", "scope2_method is chosen with the scope2_method parameter");
    }
    if (!(DIMENSIONS as readonly string[]).includes(part)) {
      throw badParameter(name, "INVALID_VALUE", `"${part}" is not a dimension; dimensions: ${DIMENSIONS.join(", ")}`);
    }
    if (out.includes(part as Dimension)) throw badParameter(name, "DUPLICATE_FIELD", `"${part}" appears twice`);
    out.push(part as Dimension);
  }
  if (out.length > 4) throw badParameter(name, "OUT_OF_RANGE", "at most 4 dimensions");
  return out;
}

/** Every bucket of a grain the window touches, in order. */
export function bucketsOf(slice: Slice, grain: Grain): string[] {
  const out: string[] = [];
  for (let b = bucketStart(slice.from, grain); b <= slice.to; b = nextBucketStart(b, grain)) {
    out.push(b);
    if (out.length > MAX_BUCKETS) {
      throw badParameter(
        "period.from",
        "OUT_OF_RANGE",
        `a series has at most ${MAX_BUCKETS} ${grain} buckets; narrow the period`,
      );
    }
  }
  return out;
}

/** A cell's value of a metric (CO2e by the Scope 2 method; gases as recorded, location-based). */
function metricValue(
  metric: Metric,
  cell: Cell,
  method: "MARKET" | "LOCATION",
  market: ReturnType<typeof marketBased>,
) {
  switch (metric) {
    case "co2":
      return cell.co2;
    case "ch4":
      return cell.ch4;
    case "n2o":
      return cell.n2o;
    case "energy_use":
      return cell.energy_kwh;
    case "fuel_consumed":
      return cell.fuel;
    default:
      return co2eOf(cell, method, market);
  }
}

const UNITS: Record<Metric, string> = {
  co2e: "kgCO2e",
  co2: "kg",
  ch4: "kg",
  n2o: "kg",
  energy_use: "kWh",
  fuel_consumed: "",
  kgCO2e_per_unit: "kgCO2e/unit",
  data_completeness_pct: "%",
};

/** Production per bucket (and per facility), in its one unit; several units are a 400 naming normalize_by. */
async function productionBy(db: Queryable, tenantId: string, slice: Slice, grain: Grain, sqlGrain: Grain) {
  const rows = await aggregateProduction(db, tenantId, slice, sqlGrain);
  const units = [...new Set(rows.map((r) => r.unit))];
  if (units.length > 1) {
    throw new HttpProblem(
      "invalid-parameter",
      `Production here is recorded in several units (${units.join(", ")}); filter by product==... or facility_id==... so one unit remains.`,
      [{ field: "normalize_by", code: "INVALID_VALUE", message: "Production has more than one unit here" }],
    );
  }
  const total = new Map<string, number>();
  const byFacility = new Map<string, number>();
  for (const r of rows) {
    const b = bucketStart(r.bucket, grain);
    total.set(b, (total.get(b) ?? 0) + r.quantity);
    byFacility.set(`${b}|${r.facility_id}`, (byFacility.get(`${b}|${r.facility_id}`) ?? 0) + r.quantity);
  }
  return { unit: units[0] ?? "unit", total, byFacility };
}

function cursorOf(queryHash: string, offset: number) {
  return Buffer.from(JSON.stringify({ q: queryHash, o: offset })).toString("base64url");
}

function offsetOf(cursor: string | undefined, queryHash: string): number {
  if (!cursor) return 0;
  try {
    const c = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { q?: unknown; o?: unknown };
    if (c.q === queryHash && typeof c.o === "number" && Number.isInteger(c.o) && c.o >= 0) return c.o;
  } catch {
    // falls through to the 400 below
  }
  throw badParameter("page[after]", "INVALID_CURSOR", "not a cursor this API issued for this query");
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

const breakdownQuery = z.object({
  ...sliceQueryShape,
  metric: z.enum(BREAKDOWN_METRICS).default("co2e"),
  dimensions: z
    .string()
    .max(200)
    .optional()
    .meta({ description: `Comma-separated dimensions (default source_type): ${DIMENSIONS.join(", ")}` }),
  top: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(["desc", "asc"]).default("desc"),
  scope2_method: z.enum(["MARKET", "LOCATION"]).default("MARKET"),
});

/** Names of the ids that appear in items, for readable breakdowns. */
async function labelsFor(db: Queryable, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM api_facility WHERE tenant_id = $1 AND id = ANY($2::text[])
     UNION ALL SELECT id, name FROM api_org WHERE tenant_id = $1 AND id = ANY($2::text[])
     UNION ALL SELECT id, COALESCE(description, type) FROM api_source WHERE tenant_id = $1 AND id = ANY($2::text[])
     UNION ALL SELECT id, serial FROM api_meter WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const seriesOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/emission-analytics/timeseries",
    operationId: "getEmissionTimeseries",
    summary: "A metric over time by grain, one series per group",
    description:
      "Records are split by days across buckets (day, ISO week, month, quarter, year; UTC), so a quarter is exactly the sum of its months. One series per combination of the group_by dimensions; every bucket of the period is a point (has_data false where nothing was recorded). normalize_by=PRODUCTION (or metric=kgCO2e_per_unit) divides CO2e by production in the bucket. Gas metrics (co2, ch4, n2o) are as recorded (location-based); fuel_consumed is in L, Nm3 or tonne, one series per unit.",
    tag: "Emission Analytics",
    access: { kind: "bearer", scope: "read:analytics" },
    tenantAlias: true,
    query: timeseriesQuery,
    responses: { 200: { description: "The series", schema: timeseriesSchema, example: TIMESERIES_EXAMPLE } },
    handler: async ({ query, caller, ctx }) => {
      const tenantId = callerOf(caller).tenantId;
      const slice = parseSlice(query);
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
      const [cells, instruments, facilities, production] = await Promise.all([
        aggregateRecords(ctx.db, tenantId, slice, {
          grain: sqlGrain,
          dimensions: dims,
          byFuelUnit: metric === "fuel_consumed",
        }),
        instrumentsInSlice(ctx.db, tenantId, slice),
        metric === "data_completeness_pct" ? facilitiesInSlice(ctx.db, tenantId, slice) : Promise.resolve([]),
        normalize ? productionBy(ctx.db, tenantId, slice, grain, sqlGrain) : Promise.resolve(null),
      ]);
      const market = marketBased(cells, instruments, sqlGrain, slice);

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
            : metricValue(metric === "kgCO2e_per_unit" ? "co2e" : metric, c, query.scope2_method, market);
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

      const ordered = [...series.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const queryHash = createHash("sha256")
        .update(JSON.stringify({ ...query, "page[after]": undefined, "page[size]": undefined }))
        .digest("base64url")
        .slice(0, 16);
      const offset = offsetOf(query["page[after]"], queryHash);
      const size = query["page[size]"];
      const page = ordered.slice(offset, offset + size);
      const months = (b: string) => (sqlGrain === grain ? [b] : monthsOfBucket(b, grain, slice));
      const facilityCount = facilities.length;

      const body = {
        metric,
        grain,
        period: { from: slice.from, to: slice.to },
        scope2_method: query.scope2_method,
        series: page.map(([id, acc]) => {
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
        page: { size, next_cursor: offset + size < ordered.length ? cursorOf(queryHash, offset + size) : null },
      };
      return { status: 200, body };
    },
  }),
  operation({
    method: "GET",
    path: "/emission-analytics/breakdown",
    operationId: "getEmissionBreakdown",
    summary: "A metric over a period broken down by dimensions, top N and the rest",
    description:
      "Sums the metric per combination of the dimensions over the period, sorted by value (order), the first top items and one other item for the rest; share_pct is of the whole and the shares sum to 100 within rounding. Ids come with their names in labels.",
    tag: "Emission Analytics",
    access: { kind: "bearer", scope: "read:analytics" },
    tenantAlias: true,
    query: breakdownQuery,
    responses: { 200: { description: "The breakdown", schema: breakdownSchema, example: BREAKDOWN_EXAMPLE } },
    handler: async ({ query, caller, ctx }) => {
      const tenantId = callerOf(caller).tenantId;
      const slice = parseSlice(query);
      const dims = parseDimensions(query.dimensions, "dimensions", ["source_type"]);
      const metric = query.metric;
      const [cells, instruments] = await Promise.all([
        aggregateRecords(ctx.db, tenantId, slice, {
          grain: "month",
          dimensions: dims,
          byFuelUnit: metric === "fuel_consumed",
        }),
        instrumentsInSlice(ctx.db, tenantId, slice),
      ]);
      let unit = UNITS[metric];
      if (metric === "fuel_consumed") {
        const units = [...new Set(cells.flatMap((c) => (c.fuel_unit ? [c.fuel_unit] : [])))];
        if (units.length > 1) {
          throw badParameter(
            "filter",
            "INVALID_VALUE",
            `fuel_consumed mixes ${units.join(", ")} here; filter by fuel==... for one unit`,
          );
        }
        unit = units[0] ?? "L";
      }
      const market = marketBased(cells, instruments, "month", slice);
      const groups = new Map<string, { dimension: Record<string, string | number | null>; value: number }>();
      for (const c of cells) {
        if (metric === "fuel_consumed" && !c.fuel_unit) continue;
        const id = JSON.stringify(c.dims);
        const g = groups.get(id) ?? { dimension: c.dims, value: 0 };
        g.value += metricValue(metric, c, query.scope2_method, market);
        groups.set(id, g);
      }
      const all = [...groups.values()].sort((a, b) => (query.order === "desc" ? b.value - a.value : a.value - b.value));
      const total = all.reduce((s, g) => s + g.value, 0);
      const shown = all.slice(0, query.top);
      const rest = all.slice(query.top);
      const share = (v: number) => (total > 0 ? round((v / total) * 100, 2) : 0);
      const ids = shown.flatMap((g) =>
        Object.entries(g.dimension).flatMap(([d, v]) => (d.endsWith("_id") && typeof v === "string" ? [v] : [])),
      );
      const names = await labelsFor(ctx.db, tenantId, [...new Set(ids)]);
      const items = shown.map((g) => {
        const labels = Object.fromEntries(
          Object.entries(g.dimension).flatMap(([d, v]) =>
            typeof v === "string" && names.has(v) ? [[d, names.get(v)!]] : [],
          ),
        );
        return {
          dimension: g.dimension,
          ...(Object.keys(labels).length ? { labels } : {}),
          value: round(g.value),
          share_pct: share(g.value),
        };
      });
      if (rest.length > 0) {
        const value = rest.reduce((s, g) => s + g.value, 0);
        items.push({
          dimension: Object.fromEntries(dims.map((d) => [d, "other"])),
          value: round(value),
          share_pct: share(value),
          other: true,
        } as (typeof items)[number]);
      }
      return {
        status: 200,
        body: {
          metric,
          unit,
          period: { from: slice.from, to: slice.to },
          scope2_method: query.scope2_method,
          dimensions: dims,
          total: round(total),
          items,
        },
      };
    },
  }),
];

/** The months (clipped to the window) a quarter or year bucket holds. */
function monthsOfBucket(bucket: string, grain: Grain, slice: Slice): string[] {
  const out: string[] = [];
  const end = nextBucketStart(bucket, grain);
  for (let m = bucketStart(bucket, "month"); m < end; m = nextBucketStart(m, "month")) {
    if (nextBucketStart(m, "month") > slice.from && m <= slice.to) out.push(m);
  }
  return out;
}
