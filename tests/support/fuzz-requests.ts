/**
 * Request generators for the fuzz suite: valid requests built from the JSON Schemas of the OpenAPI document
 * (and of the form schemas), then mutated the way hostile or buggy clients do: wrong types, odd Unicode,
 * huge and deeply nested bodies, bad percent-encoding, broken JSON, wrong media types and bad tokens.
 */
import fc from "fast-check";

type Json = Record<string, unknown>;
export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

/** Percent-encodes every byte but the unreserved ones; lone surrogates go as U+FFFD, as any client sends them. */
export function percentEncoded(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Strings that have broken servers: NUL and other controls, lone surrogates, bidi overrides, long runs. */
export const oddString = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\u0007\u001b[31m",
    "\ud800",
    "x\udfffy",
    "\u202eevil",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧪",
    "' OR 1=1 --",
    "$1",
    "%00",
    "../../etc/passwd",
    "{{7*7}}",
    "null",
    "",
    " ",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
);

const ulidChars = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ulidLike = fc
  .tuple(
    fc.constantFrom(..."01234567"),
    fc.string({ unit: fc.constantFrom(...ulidChars), minLength: 25, maxLength: 25 }),
  )
  .map(([a, b]) => a + b);

/** A date or date-time in the formats the API takes, sometimes out of any sensible range. */
const dateString = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dateTimeString = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString());

function resolve(schema: Json, doc: Json): Json {
  let s = schema;
  for (let i = 0; i < 10 && typeof s.$ref === "string"; i++) {
    const parts = (s.$ref as string).replace(/^#\//, "").split("/");
    let target: unknown = doc;
    for (const p of parts) target = (target as Json)?.[p];
    s = (target as Json) ?? {};
  }
  return s;
}

/** Values that satisfy a JSON Schema (the subset zod emits), small enough to send often. */
export function fromSchema(schema: Json, doc: Json, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  if (depth > 6) return fc.constant(null);
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alternatives = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fromSchema(a, doc, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length === 1) return fromSchema(s.allOf[0] as Json, doc, depth + 1);
  const type = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => fromSchema({ ...s, type: t }, doc, depth + 1)));
  switch (type[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({
        min: typeof s.minimum === "number" ? Math.ceil(s.minimum) : -1_000_000,
        max: typeof s.maximum === "number" ? Math.floor(s.maximum) : 1_000_000,
      });
    case "number":
      return fc.double({
        min: typeof s.minimum === "number" ? s.minimum : -1e9,
        max: typeof s.maximum === "number" ? s.maximum : 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "string": {
      if (typeof s.pattern === "string" && s.pattern.includes("0-9A-HJKMNP-TV-Z")) return ulidLike;
      if (s.format === "email") return fc.emailAddress();
      if (s.format === "date") return dateString;
      if (s.format === "date-time") return dateTimeString;
      if (typeof s.pattern === "string") return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length < 200);
      const min = typeof s.minLength === "number" ? s.minLength : 0;
      const max = Math.max(min, Math.min(typeof s.maxLength === "number" ? s.maxLength : 60, 60));
      return fc.string({ minLength: min, maxLength: max });
    }
    case "array":
      return fc.array(fromSchema((s.items as Json) ?? {}, doc, depth + 1), {
        minLength: typeof s.minItems === "number" ? Math.min(s.minItems, 3) : 0,
        maxLength: Math.min(typeof s.maxItems === "number" ? s.maxItems : 4, 4),
      });
    case "object": {
      const props = (s.properties as Record<string, Json> | undefined) ?? {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = fromSchema(v, doc, depth + 1);
      return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A JSON value changed the way a buggy or hostile client would change it. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const replaceField = fc
    .tuple(valid, fc.nat(), fc.oneof(fc.jsonValue({ maxDepth: 2 }), oddString, fc.constant(undefined)))
    .map(([v, i, replacement]) => {
      if (v === null || typeof v !== "object" || Array.isArray(v)) return replacement;
      const keys = Object.keys(v);
      if (keys.length === 0) return { [String(i)]: replacement };
      return { ...v, [keys[i % keys.length]!]: replacement };
    });
  const extraField = fc
    .tuple(valid, oddString, fc.jsonValue({ maxDepth: 2 }))
    .map(([v, k, x]) => (v && typeof v === "object" && !Array.isArray(v) ? { ...v, [k]: x } : [v, x]));
  const deep = fc.integer({ min: 20, max: 400 }).map((n) => {
    let v: unknown = "leaf";
    for (let i = 0; i < n; i++) v = i % 2 ? { k: v } : [v];
    return v;
  });
  return fc.oneof(
    { weight: 4, arbitrary: replaceField },
    { weight: 2, arbitrary: extraField },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.string({ minLength: 70_000, maxLength: 70_001 }) },
  );
}

/** A body as bytes: usually JSON, sometimes broken JSON or huge. */
export function bodyText(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: value.map((v) => JSON.stringify(v) ?? "null") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"a":',
        "{'single':1}",
        "[1,2,",
        "\u0000",
        "",
        "nul",
        '{"__proto__":{"x":1}}',
        "1e999999",
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  );
}

/** A path segment in place of a parameter: a plausible id, or something no router should choke on. */
export const pathSegment = (known: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: known.length ? fc.constantFrom(...known) : ulidLike },
    { weight: 2, arbitrary: ulidLike },
    { weight: 2, arbitrary: oddString.map((s) => percentEncoded(s)) },
    { weight: 2, arbitrary: fc.constantFrom("%zz", "%ED%A0%80", "%E0%A4", "%00", "%", "..", "%2F..%2F", "a%C0%AFb") },
  );

/** Query values: plausible ones from the schema, odd ones, and bad encodings. */
export function queryString(params: { name: string; schema: Json }[], doc: Json): fc.Arbitrary<string> {
  const pairs = params.map((p) =>
    fc.option(
      fc.oneof(
        fromSchema(p.schema, doc).map((v) => `${percentEncoded(p.name)}=${percentEncoded(String(v))}`),
        oddString.map((v) => `${percentEncoded(p.name)}=${percentEncoded(v)}`),
        fc.constantFrom(`${p.name}=%zz`, `${p.name}=%E0%A4`, `${p.name}`, `${p.name}=a&${p.name}=b`),
      ),
      { nil: undefined },
    ),
  );
  const extra = fc.option(
    fc.constantFrom("unknown=1", "%zz=%zz", "a[b][c]=1", "filter=scope%3D%3D2%3Bdate%3E%3D2025-01-01"),
    {
      nil: undefined,
    },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([ps, x]) => {
    const all = [...ps, x].filter((v): v is string => v !== undefined);
    return all.length ? `?${all.join("&")}` : "";
  });
}

/** Authorization headers: the good token mostly, else none, garbage or a forged one. */
export const authorization = (good: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${good}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "Bearer ",
        "Bearer abc.def.ghi",
        `Bearer ${good.slice(0, -4)}AAAA`,
        `Basic ${Buffer.from("demo-client:x").toString("base64")}`,
        "Bearer eyJhbGciOiJub25lIn0.eyJ0ZW5hbnRfaWQiOiJ4In0.",
      ),
    },
    { weight: 1, arbitrary: oddString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, "")}`) },
  );

/** Extra headers clients send, sometimes wrong. */
export const extraHeaders = fc.record(
  {
    "x-tenant-id": fc.oneof(
      ulidLike,
      oddString.map((s) => s.replace(/[^\x20-\x7e]/g, "")),
    ),
    "x-timezone": fc.constantFrom("Asia/Kolkata", "UTC", "Mars/Olympus", "", "+05:30", "A".repeat(100)),
    "idempotency-key": fc.oneof(fc.uuid(), fc.constantFrom("", " ", "k".repeat(300))),
    "accept-language": fc.constantFrom("en-IN", "hi", "*", "xx;q=abc"),
    "content-type": fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "text/csv",
      "multipart/form-data; boundary=x",
      "application/json; charset=latin1",
    ),
  },
  { requiredKeys: [] },
);
