import { z } from "zod";
import { round } from "../../../carbon";
import { BREAKDOWN_METRICS, breakdownSchema, DIMENSIONS } from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { badParameter } from "../platform/errors";
import { operation } from "../platform/operation";
import { metricValue, parseDimensions, UNITS } from "./dimensions";
import { emissionsStore } from "./emissions-store";
import { BREAKDOWN_EXAMPLE } from "./read-examples";
import { sliceOfQuery, sliceQueryShape, WINDOW_RULES } from "./slice";

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

export const breakdownOperation = operation({
  method: "GET",
  path: "/emission-analytics/breakdown",
  operationId: "getEmissionBreakdown",
  summary: "A metric over a period broken down by dimensions, top N and the rest",
  description: `Sums the metric per combination of the dimensions over the period, sorted by value (order), the first top items and one other item for the rest; share_pct is of the whole and the shares sum to 100 within rounding. Ids come with their names in labels. co2e_gwp splits a figure by the GWP set its CO2e is on: AR6, or AR5 where a factor published as CO2e only (most DESNZ rows without a gas split) keeps its publisher's basis. ${WINDOW_RULES}`,
  tag: "Emission Analytics",
  access: { kind: "bearer", scope: "read:analytics" },
  tenantAlias: true,
  query: breakdownQuery,
  responses: { 200: { description: "The breakdown", schema: breakdownSchema, example: BREAKDOWN_EXAMPLE } },
  handler: async ({ query, caller, ctx }) => {
    const store = emissionsStore(ctx.db, callerOf(caller).tenantId);
    const slice = sliceOfQuery(query);
    const dims = parseDimensions(query.dimensions, "dimensions", ["source_type"]);
    const metric = query.metric;
    const { cells } = await store.cells(slice, {
      grain: "month",
      dimensions: dims,
      byFuelUnit: metric === "fuel_consumed",
    });
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
    const groups = new Map<string, { dimension: Record<string, string | number | null>; value: number }>();
    for (const c of cells) {
      if (metric === "fuel_consumed" && !c.fuel_unit) continue;
      const id = JSON.stringify(c.dims);
      const g = groups.get(id) ?? { dimension: c.dims, value: 0 };
      g.value += metricValue(metric, c, query.scope2_method);
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
    const names = await store.namesOf([...new Set(ids)]);
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
});
