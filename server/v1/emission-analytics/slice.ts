import { z } from "zod";
import { dateSchema } from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { badParameter } from "../platform/errors";

/**
 * The part of a tenant's data an analytics request reads: a window of dates and conditions from the platform's
 * filter grammar (`facility_id==...;scope==2;date>=2025-04-01`). Dates narrow the window; every other condition
 * becomes SQL over the activity record (alias r) or its facility (alias f), with bound parameters only.
 */

type Kind = "text" | "number" | "boolean";
type FilterField = {
  /** SQL over activity records (r) and their facility (f); null where the field is not the records'. */
  sql: string | null;
  kind: Kind;
  /** The field is the facility's: the query joins api_facility f. */
  facility?: boolean;
  /** SQL over production records (p), where the field applies to them. */
  production?: string;
};

/** Filterable fields: their SQL over activity records, and over production records where they apply. */
export const FILTER_FIELDS: Record<string, FilterField> = {
  facility_id: { sql: "r.facility_id", kind: "text", production: "p.facility_id" },
  org_id: { sql: "f.org_id", kind: "text", facility: true, production: "f.org_id" },
  country: { sql: "f.country", kind: "text", facility: true, production: "f.country" },
  region: { sql: "f.state", kind: "text", facility: true, production: "f.state" },
  scope: { sql: "r.scope", kind: "number" },
  source_type: { sql: "r.source_type", kind: "text" },
  activity: { sql: "r.activity", kind: "text" },
  fuel: { sql: "r.activity", kind: "text" },
  source_id: { sql: "r.source_id", kind: "text" },
  meter_id: { sql: "r.meter_id", kind: "text" },
  supplier_id: { sql: "r.supplier_id", kind: "text" },
  scope3_category: { sql: "r.scope3_category", kind: "number" },
  estimated: { sql: "r.estimated", kind: "boolean" },
  product: { sql: null, kind: "text", production: "p.product" },
};

const OPS: Record<string, string> = { "==": "=", "!=": "<>", ">=": ">=", "<=": "<=", ">": ">", "<": "<" };

export type Condition = { field: string; def: FilterField; op: string; value: unknown };
export type Window = { from: string; to: string };
export type Slice = Window & { conditions: Condition[] };

const DAY = 86_400_000;
export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

/** The last complete calendar month's end and the twelve months up to it: the default window. */
export function defaultWindow(now = new Date()): Window {
  const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = addDays(firstOfMonth.toISOString().slice(0, 10), -1);
  const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  return { from, to };
}

/** Query parameters every analytics read takes. */
export const sliceQueryShape = {
  "period.from": dateSchema
    .optional()
    .meta({ description: "First day, inclusive (default: 12 months before period.to)" }),
  "period.to": dateSchema
    .optional()
    .meta({ description: "Last day, inclusive (default: the end of the last complete month)" }),
  filter: z.string().max(2000).optional().meta({
    description:
      "Semicolon-joined conditions, e.g. facility_id==01J...;scope==2;date>=2025-04-01. Fields: date, facility_id, org_id, country, region, scope, source_type, activity, fuel, source_id, meter_id, supplier_id, scope3_category, estimated, product (production only)",
  }),
};

function typed(def: FilterField, raw: string, name: string): unknown {
  if (def.kind === "number") {
    const n = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(n))
      throw badParameter("filter", "INVALID_VALUE", `"${name}" needs a number`);
    return n;
  }
  if (def.kind === "boolean") {
    if (raw !== "true" && raw !== "false")
      throw badParameter("filter", "INVALID_VALUE", `"${name}" needs true or false`);
    return raw === "true";
  }
  return raw;
}

/**
 * The slice of a window (either end may be left to the default window) and a filter; a window that ends before it
 * starts is a 400 naming period.to, a bad filter a 400 naming filter.
 */
export function parseSlice(window: Partial<Window>, filter: string | undefined): Slice {
  const fallback = defaultWindow();
  const to0 = window.to ?? fallback.to;
  let from = window.from ?? addDays(to0, -daysBetween(fallback.from, fallback.to) + 1);
  let to = to0;
  const conditions: Condition[] = [];
  const raw = filter?.trim() ?? "";
  for (const part of raw === "" ? [] : raw.split(";")) {
    const m = part.trim().match(/^([A-Za-z_][A-Za-z0-9_]*)(==|!=|>=|<=|>|<)(.+)$/);
    if (!m) {
      throw badParameter(
        "filter",
        "MALFORMED",
        `"${part}" is not a condition like field==value (==, !=, >=, <=, >, <)`,
      );
    }
    const [, name, op, value] = m as unknown as [string, string, string, string];
    if (name === "date") {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
        throw badParameter("filter", "INVALID_VALUE", '"date" needs a date, YYYY-MM-DD');
      }
      if (op === ">=" && value > from) from = value;
      else if (op === ">" && addDays(value, 1) > from) from = addDays(value, 1);
      else if (op === "<=" && value < to) to = value;
      else if (op === "<" && addDays(value, -1) < to) to = addDays(value, -1);
      else if (op === "==") {
        from = value > from ? value : from;
        to = value < to ? value : to;
      } else if (op === "!=") throw badParameter("filter", "INVALID_OPERATOR", '"date" takes ==, >=, <=, > and <');
      continue;
    }
    const def = FILTER_FIELDS[name];
    if (!def) {
      throw badParameter(
        "filter",
        "UNKNOWN_FIELD",
        `cannot filter by "${name}"; fields: date, ${Object.keys(FILTER_FIELDS).join(", ")}`,
      );
    }
    if (def.kind === "boolean" && op !== "==" && op !== "!=") {
      throw badParameter("filter", "INVALID_OPERATOR", `"${name}" takes only == and !=`);
    }
    conditions.push({ field: name, def, op: OPS[op]!, value: typed(def, value, name) });
  }
  if (to < from) {
    throw badParameter("period.to", "OUT_OF_RANGE", `the period ends (${to}) before it starts (${from})`);
  }
  return { from, to, conditions };
}

/** The slice of an analytics read's query parameters. */
export const sliceOfQuery = (query: { "period.from"?: string; "period.to"?: string; filter?: string }) =>
  parseSlice({ from: query["period.from"], to: query["period.to"] }, query.filter);

/** The slice of a request body's period and filter: its problems are 422s pointing at the body's filter. */
export function sliceOfBody(window: Partial<Window>, filter: string | undefined): Slice {
  try {
    return parseSlice(window, filter);
  } catch (err) {
    if (!(err instanceof HttpProblem)) throw err;
    throw new HttpProblem(
      "validation-failed",
      err.detail,
      err.errors.map((e) => ({ ...e, pointer: "/filter" })),
    );
  }
}

/** SQL conditions over activity records (r) and their facility (f) for a slice, values bound with `arg`. */
export function recordConditions(slice: Slice, arg: (v: unknown) => string): string[] {
  return slice.conditions.flatMap((c) => (c.def.sql ? [`${c.def.sql} ${c.op} ${arg(c.value)}`] : []));
}

/** Whether any condition is on the facility's own fields (the query must join api_facility f). */
export const needsFacility = (slice: Slice) => slice.conditions.some((c) => c.def.facility);

/** The same conditions over production records (p); those that do not apply to production are left out. */
export function productionConditions(slice: Slice, arg: (v: unknown) => string): string[] {
  return slice.conditions.flatMap((c) => (c.def.production ? [`${c.def.production} ${c.op} ${arg(c.value)}`] : []));
}
