import { z } from "zod";
import type { Queryable } from "../../db/client";
import { sqlParams } from "../../db/sql-params";
import { badParameter } from "./errors";
import { type FilterType, filterParameter, parseFilter, SQL_COMPARISON } from "./filter";

type Field = { column: string; type: FilterType; sortable: boolean };

/** What a list endpoint allows: its table (a constant), and which fields may be sorted and filtered. */
export type ListSpec = {
  table: string;
  fields: Record<string, Field>;
  defaultSort: string;
  /** The table is shared by every tenant (the factor catalogue): no tenant condition. */
  shared?: boolean;
};

/** Extra conditions of one list call, built with `arg` so every value is a bound parameter. */
export type MoreConditions = (arg: (value: unknown) => string) => string[];

export function field(column: string, type: FilterType, sortable = true): Field {
  return { column, type, sortable };
}

/** The list query parameters every list endpoint takes. */
export const listQueryShape = {
  "page[size]": z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .meta({ description: "Items per page (1-200, default 50)" }),
  "page[after]": z
    .string()
    .max(2000)
    .optional()
    .meta({ description: "The next_cursor of the previous page; valid only with the same sort" }),
  sort: z
    .string()
    .max(200)
    .optional()
    .meta({ description: "Comma-separated fields, leading minus for descending, e.g. -created_at,name" }),
  filter: filterParameter("Semicolon-joined conditions with ==, !=, >=, <=, >, <, e.g. country==IN;lat>=20"),
};

export type ListParams = {
  "page[size]": number;
  "page[after]"?: string | undefined;
  sort?: string | undefined;
  filter?: string | undefined;
};

type SortKey = { name: string; field: Field; desc: boolean };

const ID_FIELD: Field = { column: "id", type: "text", sortable: true };

function parseSort(spec: ListSpec, raw: string | undefined): SortKey[] {
  const text = raw?.trim() ? raw : spec.defaultSort;
  const keys: SortKey[] = [];
  for (const part of text.split(",")) {
    const term = part.trim();
    const desc = term.startsWith("-");
    const name = desc ? term.slice(1) : term;
    const f = name === "id" ? ID_FIELD : spec.fields[name];
    if (!f?.sortable) {
      const allowed = ["id", ...Object.keys(spec.fields).filter((k) => spec.fields[k]?.sortable)].join(", ");
      throw badParameter("sort", "UNKNOWN_FIELD", `cannot sort by "${name}"; sortable fields: ${allowed}`);
    }
    if (keys.some((k) => k.name === name)) throw badParameter("sort", "DUPLICATE_FIELD", `"${name}" appears twice`);
    keys.push({ name, field: f, desc });
  }
  if (!keys.some((k) => k.name === "id")) keys.push({ name: "id", field: ID_FIELD, desc: keys.at(-1)?.desc ?? false });
  return keys;
}

const sortText = (keys: SortKey[]) => keys.map((k) => (k.desc ? "-" : "") + k.name).join(",");

function encodeCursor(keys: SortKey[], row: Record<string, unknown>): string {
  const values = keys.map((k) => {
    const v = row[k.field.column];
    return v instanceof Date ? v.toISOString() : v;
  });
  return Buffer.from(JSON.stringify({ s: sortText(keys), v: values })).toString("base64url");
}

function decodeCursor(keys: SortKey[], cursor: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badParameter("page[after]", "INVALID_CURSOR", "not a cursor this API issued");
  }
  const c = parsed as { s?: unknown; v?: unknown };
  if (typeof c?.s !== "string" || !Array.isArray(c.v) || c.v.length !== keys.length) {
    throw badParameter("page[after]", "INVALID_CURSOR", "not a cursor this API issued");
  }
  if (c.s !== sortText(keys)) {
    throw badParameter("page[after]", "SORT_MISMATCH", `the cursor was issued for sort=${c.s}; send the same sort`);
  }
  return keys.map((k, i) => {
    const v = (c.v as unknown[])[i];
    const ok =
      k.field.type === "number"
        ? typeof v === "number"
        : k.field.type === "boolean"
          ? typeof v === "boolean"
          : typeof v === "string" && (k.field.type !== "timestamp" || !Number.isNaN(Date.parse(v)));
    if (!ok) throw badParameter("page[after]", "INVALID_CURSOR", "not a cursor this API issued");
    return k.field.type === "timestamp" ? new Date(v as string) : v;
  });
}

export type Page<T> = {
  data: T[];
  page: { size: number; next_cursor: string | null };
  summary: { count: number; total: number };
};

/**
 * One page of a tenant's rows: filter and sort from the whitelist, keyset pagination with id as the tiebreaker.
 * `scope` adds fixed conditions (e.g. org_id); every value is a bound parameter.
 */
export async function listPage<T>(
  db: Queryable,
  spec: ListSpec,
  tenantId: string,
  params: ListParams,
  scope: Record<string, unknown>,
  toResource: (row: Record<string, unknown>) => T,
  more?: MoreConditions,
): Promise<Page<T>> {
  const keys = parseSort(spec, params.sort);
  const conditions = parseFilter(params.filter, spec.fields, { id: ID_FIELD });
  const after = params["page[after]"] ? decodeCursor(keys, params["page[after]"]) : null;

  const { values: args, bind: arg } = spec.shared ? sqlParams() : sqlParams(tenantId);
  const where = spec.shared ? ["true"] : ["tenant_id = $1"];
  for (const [name, value] of Object.entries(scope)) {
    const column = spec.fields[name]?.column;
    if (!column) throw new Error(`${spec.table} has no list field ${name}`);
    where.push(`${column} = ${arg(value)}`);
  }
  for (const c of conditions) where.push(`${c.field.column} ${SQL_COMPARISON[c.op]} ${arg(c.value)}`);
  if (more) where.push(...more(arg));
  const countArgs = [...args];
  const countWhere = [...where];

  if (after) {
    const ors = keys.map((k, i) => {
      const eqs = keys.slice(0, i).map((p, j) => `${p.field.column} = ${arg(after[j])}`);
      return `(${[...eqs, `${k.field.column} ${k.desc ? "<" : ">"} ${arg(after[i])}`].join(" AND ")})`;
    });
    where.push(`(${ors.join(" OR ")})`);
  }
  const order = keys.map((k) => `${k.field.column} ${k.desc ? "DESC" : "ASC"}`).join(", ");
  const size = params["page[size]"];
  const rows = await db.query(
    `SELECT * FROM ${spec.table} WHERE ${where.join(" AND ")} ORDER BY ${order} LIMIT ${size + 1}`,
    args,
  );
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${spec.table} WHERE ${countWhere.join(" AND ")}`,
    countArgs,
  )) as [{ total: number }];
  const pageRows = rows.slice(0, size);
  const last = pageRows.at(-1);
  return {
    data: pageRows.map(toResource),
    page: { size, next_cursor: rows.length > size && last ? encodeCursor(keys, last) : null },
    summary: { count: pageRows.length, total },
  };
}

/**
 * One page of items computed in memory (analytics series), with the same keyset cursor as `listPage`: the items
 * are ordered by their unique text key, and a page starts after the key its cursor carries.
 */
export function pageInMemory<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  size: number,
  cursor: string | undefined,
): { items: T[]; next_cursor: string | null } {
  const keys: SortKey[] = [{ name: "id", field: ID_FIELD, desc: false }];
  const after = cursor ? (decodeCursor(keys, cursor)[0] as string) : null;
  const ordered = [...items].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const rest = after === null ? ordered : ordered.filter((item) => keyOf(item) > after);
  const page = rest.slice(0, size);
  const last = page.at(-1);
  return {
    items: page,
    next_cursor: rest.length > size && last ? encodeCursor(keys, { [ID_FIELD.column]: keyOf(last) }) : null,
  };
}
