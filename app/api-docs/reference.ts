import type { JsonSchema, OpenApiDocument, OperationObject } from "./openapi-types";
import { type FieldRow, fieldRows, typeLabel } from "./schema-fields";

/**
 * The API reference as the /api page shows it, derived from the OpenAPI document alone: operations grouped by
 * tag, in the document's order. An operation mounted again under /tenants/{tenant_id}/ is shown once, with its
 * tenant path as an alias (both keep their anchors, so every operation of the document has one on the page).
 */

export type ParameterRow = FieldRow & { in: "query" | "path" | "header" };

export type ReferenceOperation = {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** "public", "any token", or the scope the token needs. */
  access: string;
  aliases: { operationId: string; path: string }[];
  parameters: ParameterRow[];
  body?: { mediaTypes: string[]; type: string; fields: FieldRow[]; example?: { code: string; cut: boolean } };
  response: {
    status: string;
    description: string;
    type: string;
    fields: FieldRow[];
    example?: { code: string; cut: boolean };
  };
  errors: { status: string; description: string }[];
};

export type ReferenceGroup = {
  tag: string;
  description: string;
  /** The tag's further documentation (its externalDocs), as a path when it is a page of this site. */
  docs: { label: string; href: string } | null;
  operations: ReferenceOperation[];
};

/** The site the document's links to further documentation point at; those links stay on the site being read. */
const DOCUMENT_SITE = "https://carbontracker.co.in";

const TENANT_PREFIX = "/tenants/{tenant_id}";
/** Headers every bearer operation takes; the Headers section documents them once. */
const COMMON_HEADERS = new Set(["X-Tenant-ID", "X-Timezone", "Idempotency-Key"]);

/** Lists in examples longer than this are cut for the page (the document keeps them whole). */
const EXAMPLE_ITEMS = 3;

function shorten(value: unknown): { value: unknown; cut: boolean } {
  if (Array.isArray(value)) {
    const items = value.slice(0, EXAMPLE_ITEMS).map(shorten);
    return { value: items.map((i) => i.value), cut: value.length > EXAMPLE_ITEMS || items.some((i) => i.cut) };
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => [k, shorten(v)] as const);
    return { value: Object.fromEntries(entries.map(([k, v]) => [k, v.value])), cut: entries.some(([, v]) => v.cut) };
  }
  return { value, cut: false };
}

/** An example as the page shows it: pretty JSON, long lists cut to their first items (and said so). */
function example(value: unknown): { code: string; cut: boolean } | undefined {
  if (value === undefined) return undefined;
  const short = shorten(value);
  return { code: JSON.stringify(short.value, null, 2), cut: short.cut };
}

/** The scopes that grant an operation: the document lists one requirement per scope, any one of which suffices. */
function access(op: OperationObject): string {
  if (!op.security?.length) return "public";
  const scopes = op.security.flatMap((requirement) => requirement.oauth2 ?? []);
  return scopes.length ? scopes.join(" or ") : "any token";
}

function describeOperation(
  method: string,
  path: string,
  op: OperationObject,
  schemas: Record<string, JsonSchema>,
): ReferenceOperation {
  const parameters = (op.parameters ?? [])
    .filter((p) => !(p.in === "header" && COMMON_HEADERS.has(p.name)))
    .map((p) => ({
      name: p.name,
      in: p.in,
      type: p.schema ? typeLabel(p.schema) : "string",
      required: Boolean(p.required),
      // The default, unless the description already gives it ("Items per page (1-200, default 50)").
      description: [
        p.description,
        p.schema?.default !== undefined && !/\bdefault\b/.test(p.description ?? "")
          ? `default ${JSON.stringify(p.schema.default)}`
          : "",
      ]
        .filter(Boolean)
        .join("; "),
    }));

  let body: ReferenceOperation["body"];
  if (op.requestBody) {
    const mediaTypes = Object.keys(op.requestBody.content);
    const json = op.requestBody.content["application/json"] ?? Object.values(op.requestBody.content)[0];
    const schema = json?.schema ?? {};
    body = { mediaTypes, type: typeLabel(schema), fields: fieldRows(schema, schemas), example: example(json?.example) };
  }

  const statuses = Object.keys(op.responses);
  const successStatus = statuses.find((s) => s.startsWith("2")) ?? statuses[0] ?? "200";
  const success = op.responses[successStatus];
  const media = success?.content ? Object.values(success.content)[0] : undefined;
  const schema = media?.schema ?? {};
  return {
    operationId: op.operationId,
    method: method.toUpperCase(),
    path,
    summary: op.summary,
    description: op.description ?? "",
    access: access(op),
    aliases: [],
    parameters,
    body,
    response: {
      status: successStatus,
      description: success?.description ?? "",
      type: typeLabel(schema),
      fields: fieldRows(schema, schemas, 2),
      example: example(media?.example),
    },
    errors: statuses
      .filter((s) => !s.startsWith("2"))
      .map((s) => ({ status: s, description: op.responses[s]?.description ?? "" })),
  };
}

export function apiReference(doc: OpenApiDocument): ReferenceGroup[] {
  const byKey = new Map<string, ReferenceOperation>();
  const groups = doc.tags.map((t) => ({
    tag: t.name,
    description: t.description ?? "",
    docs: t.externalDocs
      ? {
          label: t.externalDocs.description ?? t.externalDocs.url,
          href: t.externalDocs.url.startsWith(`${DOCUMENT_SITE}/`)
            ? t.externalDocs.url.slice(DOCUMENT_SITE.length)
            : t.externalDocs.url,
        }
      : null,
    operations: [] as ReferenceOperation[],
  }));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const canonical = path.startsWith(`${TENANT_PREFIX}/`) ? path.slice(TENANT_PREFIX.length) : path;
      const main = byKey.get(`${method} ${canonical}`);
      if (main && canonical !== path) {
        main.aliases.push({ operationId: op.operationId, path });
        continue;
      }
      const described = describeOperation(method, path, op, doc.components.schemas);
      byKey.set(`${method} ${path}`, described);
      const group = groups.find((g) => g.tag === op.tags[0]);
      if (!group) throw new Error(`${op.operationId}: tag ${op.tags[0]} is not declared in the document's tags`);
      group.operations.push(described);
    }
  }
  return groups.filter((g) => g.operations.length > 0);
}

/** Every operationId of the document (the page anchors each as `op-{operationId}`). */
export function operationIds(doc: OpenApiDocument): string[] {
  return Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
}
