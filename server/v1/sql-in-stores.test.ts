import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Handlers never write SQL (ARCHITECTURE.md): every SQL statement of server/v1 sits in a store (`*-store.ts`) or in
 * one of the platform's generic modules below, which are stores in all but name. This reads every other module of
 * server/v1 (tests aside) and names, by file and line, each text that reads as SQL and each `.query(` call.
 */

const ROOT = path.dirname(new URL(import.meta.url).pathname);

/** Modules that own SQL without the name, each with the reason: they serve every area, not one. */
const STORES_BY_ANOTHER_NAME: Readonly<Record<string, string>> = {
  "platform/list-query.ts":
    "every list's page and count, built from the list's ListSpec: the one SELECT of keyset pagination for all tables",
  "platform/quotas.ts":
    "the quota check every quota-limited write takes in its transaction: counts of the quota tables",
  "platform/rate-limit.ts": "the token buckets of every rate limit: one UPSERT per request, shared by all instances",
  "platform/idempotency.ts": "the stored answers of Idempotency-Key for every idempotent operation",
  "platform/signing-keys.ts": "the keys that sign and verify every access token, their rotation and retirement",
};

/** SQL as this code base writes it: upper-case keywords, $n placeholders, casts. */
const SQL = [
  /\bSELECT\s/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+\w+(\s+\w+)?\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\bWITH\s+\w+\s+AS\s*\(/,
  /\bON\s+CONFLICT\b/,
  /\bpg_advisory/,
  /::(text|date|int|smallint|bigint|float8|numeric|bool|jsonb|timestamp|timestamptz)(\[\])?(?!\w)/,
  /\b(WHERE|AND|OR)\s+[a-z_.]+\s*(=|<>|<=|>=|<|>|IS\s)/,
];

/** Each text that reads as SQL and each `.query(` call of a module's source, as "line: what". */
function sqlIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" x ");
    }
    if (text !== null && SQL.some((re) => re.test(text))) {
      found.push(`${at(node)}: SQL "${text.replace(/\s+/g, " ").trim().slice(0, 60)}"`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "query"
    ) {
      found.push(`${at(node)}: calls .query(`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const isStore = (file: string) => file.endsWith("-store.ts") || relative(file) in STORES_BY_ANOTHER_NAME;

describe("SQL in server/v1", () => {
  it("sits in stores only: no handler or helper writes SQL or calls .query(", () => {
    const outside = modules(ROOT)
      .filter((file) => !isStore(file))
      .flatMap((file) => sqlIn(file, fs.readFileSync(file, "utf8")).map((hit) => `server/v1/${relative(file)}:${hit}`));
    expect(outside, "move these statements into the area's store (*-store.ts)").toEqual([]);
  });

  it("lists only modules that exist and hold SQL as stores by another name", () => {
    for (const name of Object.keys(STORES_BY_ANOTHER_NAME)) {
      const file = path.join(ROOT, name);
      expect(fs.existsSync(file), name).toBe(true);
      expect(sqlIn(file, fs.readFileSync(file, "utf8")).length, name).toBeGreaterThan(0);
    }
  });

  it("finds statements, fragments and query calls, and leaves prose alone", () => {
    const source = [
      'const a = "Select the key by the token header\'s kid. Where is it? Delete it from the list.";',
      "const b = `INSERT INTO api_org (id) VALUES ($1)`;",
      `const c = (t: string) => \`SELECT * FROM \${t} WHERE tenant_id = $1\`;`,
      `const d = (x: string) => \`release = ANY(\${x}::text[])\`;`,
      'await db.query("VACUUM");',
      `const e = \`\${1} AND r.scope = \${2}\`;`,
      'const f = "UPDATE activity_record r SET co2e_kg = 0";',
    ].join("\n");
    expect(sqlIn("sample.ts", source).map((hit) => hit.split(":")[0])).toEqual(["2", "3", "4", "5", "6", "7"]);
  });
});
