import type { JsonSchema } from "./openapi-types";

/** One row of a field table: a (dotted) field name, its type in words, whether it is required, what it means. */
export type FieldRow = { name: string; type: string; required: boolean; description: string };

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** Resolves a `#/components/schemas/X` reference; anything else is returned as it is. */
export function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  return schema.$ref ? (schemas[refName(schema.$ref)] ?? {}) : schema;
}

function limits(s: JsonSchema): string[] {
  const out: string[] = [];
  if (s.minimum !== undefined && s.maximum !== undefined) out.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) out.push(`at least ${s.minimum}`);
  else if (s.exclusiveMinimum !== undefined) out.push(`above ${s.exclusiveMinimum}`);
  else if (s.maximum !== undefined) out.push(`at most ${s.maximum}`);
  if (s.maxLength !== undefined) out.push(`up to ${s.maxLength} characters`);
  if (s.maxItems !== undefined) out.push(`up to ${s.maxItems} items`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return out;
}

/** A schema's type in words: `string (date)`, `Facility[]`, `"MARKET" | "LOCATION"`, `number or null`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeLabel))].join(" or ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words = types.map((t) => {
    if (t === "array") return `${schema.items ? typeLabel(schema.items) : "any"}[]`;
    if (t === "string" && schema.format) return `string (${schema.format})`;
    return t;
  });
  return words.length ? words.join(" or ") : "any";
}

function describe(schema: JsonSchema, resolved: JsonSchema): string {
  return [schema.description ?? resolved.description, ...limits(resolved)].filter(Boolean).join("; ");
}

/**
 * The fields of an object schema as table rows, nested objects (and arrays of objects) flattened to dotted
 * names down to `depth` levels; a referenced shape deeper than that is named by its type.
 */
export function fieldRows(schema: JsonSchema, schemas: Record<string, JsonSchema>, depth = 2, prefix = ""): FieldRow[] {
  const object = resolve(schema, schemas);
  const required = new Set(object.required ?? []);
  const rows: FieldRow[] = [];
  for (const [name, raw] of Object.entries(object.properties ?? {})) {
    const field = resolve(raw, schemas);
    const fullName = `${prefix}${name}`;
    rows.push({
      name: fullName,
      type: typeLabel(raw),
      required: required.has(name),
      description: describe(raw, field),
    });
    if (depth <= 1) continue;
    if (field.properties) rows.push(...fieldRows(field, schemas, depth - 1, `${fullName}.`));
    const items = field.type === "array" && field.items ? resolve(field.items, schemas) : undefined;
    if (items?.properties) rows.push(...fieldRows(items, schemas, depth - 1, `${fullName}[].`));
  }
  return rows;
}
