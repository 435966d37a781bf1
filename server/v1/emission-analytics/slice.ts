import { addDays, daysInclusive, twelveMonthsEndingOn } from "../../../carbon";
import { dateSchema, MAX_WINDOW_DAYS } from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { badParameter } from "../platform/errors";
import { type FilterField, type FilterOperator, filterParameter, parseFilter } from "../platform/filter";
import type { Slice, SliceCondition, SliceField } from "./emissions-store";

/**
 * The part of a tenant's data an analytics request reads: a window of dates and conditions in the platform's
 * filter grammar (`facility_id==...;scope==2;date>=2025-04-01`). Dates set or narrow the window (WINDOW_RULES); every
 * other condition is the slice's, which the store turns into SQL.
 */

/** What an analytics filter may name: date (the window's ends) and the fields of the store's conditions. */
const SLICE_FIELDS: Readonly<Record<"date" | SliceField, FilterField>> = {
  date: { type: "date", operators: ["==", ">=", "<=", ">", "<"] },
  facility_id: { type: "text" },
  org_id: { type: "text" },
  country: { type: "text" },
  region: { type: "text" },
  scope: { type: "number" },
  source_type: { type: "text" },
  activity: { type: "text" },
  fuel: { type: "text" },
  source_id: { type: "text" },
  meter_id: { type: "text" },
  supplier_id: { type: "text" },
  scope3_category: { type: "number" },
  estimated: { type: "boolean" },
  product: { type: "text" },
};

export type Window = { from: string; to: string };

/** The last complete calendar month's end and the twelve months up to it: the default window. */
export function defaultWindow(now = new Date()): Window {
  const to = addDays(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10), -1);
  return { from: twelveMonthsEndingOn(to), to };
}

/** How the window of an analytics read is chosen, for the operations' and parameters' descriptions. */
export const WINDOW_RULES = `The window is period.from to period.to, both inclusive; date conditions in filter narrow it (one that leaves no day of it is a 400). Without period.from or period.to, the filter's date conditions set that end (date>= or date> the start, date<= or date< the end, date== both). An end still missing defaults: the end to the last day of the last complete month, the start to twelve months before the end (so with neither, the twelve months up to the last complete one). The answer's period is the window used. A window longer than ${MAX_WINDOW_DAYS} days (ten years) is a 400 naming the limit.`;

const FILTER_GRAMMAR =
  "Semicolon-joined conditions, e.g. facility_id==01J...;scope==2;date>=2025-04-01. Fields: date, facility_id, org_id, country, region, scope, source_type, activity, fuel, source_id, meter_id, supplier_id, scope3_category, estimated, product (production only)";

/** Query parameters every analytics read takes. */
export const sliceQueryShape = {
  "period.from": dateSchema.optional().meta({
    description: "First day, inclusive (default: the filter's date>= condition, else 12 months before the end)",
  }),
  "period.to": dateSchema.optional().meta({
    description:
      "Last day, inclusive (default: the filter's date<= condition, else the end of the last complete month)",
  }),
  filter: filterParameter(
    `${FILTER_GRAMMAR}. Date conditions set the window's ends that period.from and period.to leave open, and narrow the period otherwise.`,
  ),
};

/** The filter query parameter of an operation that also takes filter in its body. */
export const filterQueryParameter = filterParameter(
  `${FILTER_GRAMMAR}. The same as the body's filter: give it in one place (both with different values is a 400).`,
);

/** The first and last day a date condition allows (either may be open); the grammar refuses != for date. */
function dateBounds(op: FilterOperator, value: string): Partial<Window> {
  switch (op) {
    case ">=":
      return { from: value };
    case ">":
      return { from: addDays(value, 1) };
    case "<=":
      return { to: value };
    case "<":
      return { to: addDays(value, -1) };
    default:
      return { from: value, to: value };
  }
}

/**
 * A filter's conditions: its date conditions as the latest first day and the earliest last day they allow, every
 * other condition the slice's. A bad condition is a 400 naming filter.
 */
function readFilter(filter: string | undefined): { conditions: SliceCondition[]; dates: Partial<Window> } {
  const conditions: SliceCondition[] = [];
  const dates: Partial<Window> = {};
  for (const c of parseFilter(filter, SLICE_FIELDS)) {
    if (c.name !== "date") {
      conditions.push({ field: c.name as SliceField, op: c.op, value: c.value });
      continue;
    }
    const { from, to } = dateBounds(c.op, c.value as string);
    if (from !== undefined && (dates.from === undefined || from > dates.from)) dates.from = from;
    if (to !== undefined && (dates.to === undefined || to < dates.to)) dates.to = to;
  }
  return { conditions, dates };
}

/** A window no longer than MAX_WINDOW_DAYS; a longer one is a 400 naming the parameter that set its start. */
export function checkWindowLength(window: Window, parameter: string): void {
  const days = daysInclusive(window.from, window.to);
  if (days > MAX_WINDOW_DAYS) {
    throw badParameter(
      parameter,
      "OUT_OF_RANGE",
      `the window ${window.from} to ${window.to} spans ${days} days; the longest is ${MAX_WINDOW_DAYS} days (ten years)`,
    );
  }
}

const periodText = (period: Partial<Window>) =>
  period.from && period.to
    ? `${period.from} to ${period.to}`
    : period.from
      ? `from ${period.from}`
      : `up to ${period.to}`;

/** The window a period (either end may be missing) and a filter's date conditions ask for: see WINDOW_RULES. */
function windowOf(period: Partial<Window>, dates: Partial<Window>): Window {
  if (period.from && period.to && period.to < period.from) {
    throw badParameter("period.to", "OUT_OF_RANGE", `the period ends (${period.to}) before it starts (${period.from})`);
  }
  if (dates.from && dates.to && dates.to < dates.from) {
    throw badParameter(
      "filter",
      "OUT_OF_RANGE",
      `its date conditions start (${dates.from}) after they end (${dates.to})`,
    );
  }
  const end = period.to ?? dates.to;
  const to = end ?? defaultWindow().to;
  const from = period.from ?? dates.from ?? twelveMonthsEndingOn(to);
  if (to < from && end === undefined) {
    throw badParameter(
      period.from ? "period.from" : "filter",
      "OUT_OF_RANGE",
      `the window starts (${from}) after its default end, the last day of the last complete month (${to}); give its end`,
    );
  }
  // Only a period and date conditions on opposite ends, or narrowing it, can leave no day here.
  const window = {
    from: dates.from && dates.from > from ? dates.from : from,
    to: dates.to && dates.to < to ? dates.to : to,
  };
  if (window.to < window.from) {
    throw badParameter(
      "filter",
      "OUT_OF_RANGE",
      `its date conditions leave no day of the period ${periodText(period)}`,
    );
  }
  checkWindowLength(window, period.from ? "period.from" : "filter");
  return window;
}

/**
 * The slice of a period (either end may be missing) and a filter, by WINDOW_RULES. A period that ends before it
 * starts is a 400 naming period.to; a bad filter, or date conditions that leave no day, a 400 naming filter.
 */
export function parseSlice(period: Partial<Window>, filter: string | undefined): Slice {
  const { conditions, dates } = readFilter(filter);
  return { ...windowOf(period, dates), conditions };
}

/** The slice of an analytics read's query parameters. */
export const sliceOfQuery = (query: { "period.from"?: string; "period.to"?: string; filter?: string }) =>
  parseSlice({ from: query["period.from"], to: query["period.to"] }, query.filter);

/** The filter of an operation that takes it in its query or its body, and where it was given. */
export type RequestFilter = { text: string | undefined; in: "query" | "body" };

/** The query's filter or the body's; both given with different values is a 400 naming filter. */
export function filterOfRequest(query: string | undefined, body: string | undefined): RequestFilter {
  if (query !== undefined && body !== undefined && query !== body) {
    throw badParameter(
      "filter",
      "INCONSISTENT",
      `the query's filter (${query}) and the body's (${body}) differ; give it in one place`,
    );
  }
  return query !== undefined ? { text: query, in: "query" } : { text: body, in: "body" };
}

/** Parses a request's filter: its problems are 400s naming the parameter, or 422s pointing at the body's filter. */
function parsedWhereGiven<T>(filter: RequestFilter, parse: () => T): T {
  if (filter.in === "query") return parse();
  try {
    return parse();
  } catch (err) {
    if (!(err instanceof HttpProblem)) throw err;
    throw new HttpProblem(
      "validation-failed",
      err.detail,
      err.errors.map((e) => ({ ...e, pointer: "/filter" })),
    );
  }
}

/** The slice of a body's period (validated: both ends, at most MAX_WINDOW_DAYS) and the request's filter. */
export const sliceOfBody = (period: Window, filter: RequestFilter): Slice =>
  parsedWhereGiven(filter, () => parseSlice(period, filter.text));

/** The conditions of the request's filter other than dates (its date conditions are checked). */
export const conditionsOf = (filter: RequestFilter): SliceCondition[] =>
  parsedWhereGiven(filter, () => readFilter(filter.text).conditions);
