import { z } from "zod";
import { dayNumber } from "../../../carbon";
import { badParameter } from "./errors";

/**
 * The `filter` grammar of every list and analytics read: semicolon-joined conditions `field` `operator` `value`
 * (`country==IN;lat>=20`), the operators ==, !=, >=, <=, >, <. A reader names its fields and their types; every
 * problem is a 400 naming filter. The conditions come back typed, with the operator as written: a list's store
 * compares columns with them, analytics turns its date conditions into the window and the rest into SQL.
 */

export const FILTER_OPERATORS = ["==", "!=", ">=", "<=", ">", "<"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export type FilterType = "text" | "number" | "boolean" | "timestamp" | "date";

/** A field a filter may name: its type, and the operators it takes when it takes fewer than all. */
export type FilterField = { type: FilterType; operators?: readonly FilterOperator[] };

export type FilterCondition<F extends FilterField = FilterField> = {
  name: string;
  field: F;
  op: FilterOperator;
  value: unknown;
};

/** Each operator as an SQL comparison. */
export const SQL_COMPARISON: Readonly<Record<FilterOperator, string>> = {
  "==": "=",
  "!=": "<>",
  ">=": ">=",
  "<=": "<=",
  ">": ">",
  "<": "<",
};

/**
 * Whether a value meets a condition, as SQL would compare them (a null meets none): for a list computed in memory
 * rather than read from a table.
 */
export function meetsCondition(value: unknown, op: FilterOperator, target: unknown): boolean {
  if (value === null || value === undefined) return false;
  const [a, b] = [value as string | number, target as string | number];
  switch (op) {
    case "==":
      return a === b;
    case "!=":
      return a !== b;
    case ">=":
      return a >= b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    default:
      return a < b;
  }
}

/** The filter query parameter, described for its reader. */
export const filterParameter = (description: string) => z.string().max(2000).optional().meta({ description });

const CONDITION = /^([A-Za-z_][A-Za-z0-9_]*)(==|!=|>=|<=|>|<)(.+)$/;

function typedValue(type: FilterType, raw: string, name: string): unknown {
  switch (type) {
    case "number": {
      const n = Number(raw);
      if (raw.trim() === "" || !Number.isFinite(n))
        throw badParameter("filter", "INVALID_VALUE", `"${name}" needs a number`);
      return n;
    }
    case "boolean":
      if (raw !== "true" && raw !== "false")
        throw badParameter("filter", "INVALID_VALUE", `"${name}" needs true or false`);
      return raw === "true";
    case "date":
      if (dayNumber(raw) === null) throw badParameter("filter", "INVALID_VALUE", `"${name}" needs a date, YYYY-MM-DD`);
      return raw;
    case "timestamp": {
      const ms = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(raw) ? Date.parse(raw) : Number.NaN;
      if (Number.isNaN(ms)) throw badParameter("filter", "INVALID_VALUE", `"${name}" needs an ISO-8601 date or time`);
      return new Date(ms);
    }
    default:
      return raw;
  }
}

/** Operators as a sentence lists them: "==, >=, <=, > and <". */
const listed = (ops: readonly string[]) =>
  ops.length > 1 ? `${ops.slice(0, -1).join(", ")} and ${ops.at(-1)}` : ops[0];

/**
 * A filter's conditions over `fields` (the 400 for an unknown field lists them) and `unlisted` (accepted, not
 * listed: a list's id). No filter, or only spaces, is no condition.
 */
export function parseFilter<F extends FilterField>(
  raw: string | undefined,
  fields: Readonly<Record<string, F>>,
  unlisted: Readonly<Record<string, F>> = {},
): FilterCondition<F>[] {
  const text = raw?.trim() ?? "";
  if (text === "") return [];
  return text.split(";").map((part) => {
    const m = part.trim().match(CONDITION);
    if (!m) {
      throw badParameter(
        "filter",
        "MALFORMED",
        `"${part}" is not a condition like field==value (operators ${FILTER_OPERATORS.join(", ")})`,
      );
    }
    const [, name, written, value] = m as unknown as [string, string, FilterOperator, string];
    const known = Object.hasOwn(fields, name) ? fields : unlisted;
    const field = Object.hasOwn(known, name) ? known[name] : undefined;
    if (!field) {
      throw badParameter(
        "filter",
        "UNKNOWN_FIELD",
        `cannot filter by "${name}"; fields: ${Object.keys(fields).join(", ")}`,
      );
    }
    if (field.type === "boolean" && written !== "==" && written !== "!=") {
      throw badParameter("filter", "INVALID_OPERATOR", `"${name}" takes only == and !=`);
    }
    const typed = typedValue(field.type, value, name);
    if (field.operators && !field.operators.includes(written)) {
      throw badParameter("filter", "INVALID_OPERATOR", `"${name}" takes ${listed(field.operators)}`);
    }
    return { name, field, op: written, value: typed };
  });
}
