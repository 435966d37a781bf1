/**
 * The benchmarks, chaos and soak runs are npm scripts that no test runs (they take minutes and print figures), so a
 * /v1 request they spell out could go stale unnoticed when an operation changes: the soak asked the time series by a
 * renamed parameter and counted the 400s among its failures. This reads every /v1 address written in scripts/ and in
 * the write stream they share, and checks each against the served OpenAPI document: the path is an operation's,
 * every query parameter written out is one an operation on that path takes, and a literal value is one its list
 * allows.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocumentText } from "../server/v1/document";

type Parameter = { name: string; in: string; schema?: { enum?: unknown[] } };
type PathItem = Record<string, { parameters?: Parameter[] }>;

const doc = JSON.parse(openApiDocumentText()) as { paths: Record<string, PathItem> };
/** Served under /v1 beside the operations, not one of them. */
const NOT_OPERATIONS = new Set(["/openapi.json"]);
/** Stands for an interpolated `${...}`: any one path segment, or query text left unchecked. */
const ANY = "\u0000";

/** The /v1 addresses written in a script's source, with each `${...}` as ANY. */
function writtenAddresses(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:["`]|\})(\/v1\/(?:[^"`$\s]|\$\{[^}]*\})*)/g)) {
    found.push(match[1]!.replace(/\$\{[^}]*\}/g, ANY));
  }
  return found;
}

const segmentsFit = (written: string, template: string) => {
  const a = written.split("/");
  const b = template.split("/");
  return a.length === b.length && a.every((s, i) => s === b[i] || s === ANY || /^\{[^}]+\}$/.test(b[i]!));
};

/** What is wrong with one written address, or nothing. */
function addressProblems(address: string): string[] {
  const [rawPath, query = ""] = address.slice("/v1".length).split("?");
  const pathOnly = rawPath!.replace(/\/$/, "");
  if (NOT_OPERATIONS.has(pathOnly)) return [];
  const items = Object.entries(doc.paths).filter(([template]) => segmentsFit(pathOnly, template));
  if (items.length === 0) return [`${address}: no operation has the path ${pathOnly}`];
  const parameters = items.flatMap(([, item]) =>
    Object.values(item).flatMap((op) => (op.parameters ?? []).filter((p) => p.in === "query")),
  );
  const problems: string[] = [];
  for (const pair of query.split("&")) {
    if (!pair || pair.includes(ANY)) continue;
    const [name, value] = pair.split("=") as [string, string | undefined];
    const declared = parameters.filter((p) => p.name === decodeURIComponent(name));
    if (declared.length === 0) {
      problems.push(`${address}: ${pathOnly} takes no query parameter ${name}`);
      continue;
    }
    const allowed = declared.flatMap((p) => p.schema?.enum ?? []);
    if (value !== undefined && allowed.length > 0 && !allowed.includes(decodeURIComponent(value)))
      problems.push(`${address}: ${name} is one of ${allowed.join(", ")}, not ${value}`);
  }
  return problems;
}

const SOURCES = [
  ...fs
    .readdirSync("scripts")
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => path.join("scripts", f)),
  "tests/support/write-stream.ts",
];

describe("the /v1 requests the operations scripts write out", () => {
  it("finds them, interpolations included", () => {
    const all = SOURCES.flatMap((file) => writtenAddresses(fs.readFileSync(file, "utf8")));
    expect(all).toContain("/v1/emission-analytics/timeseries?grain=month");
    expect(all).toContain(`/v1/activity-records?duplicates=allow${ANY}`);
  });

  it("every path, query parameter and listed value is the document's", () => {
    const problems = SOURCES.flatMap((file) =>
      writtenAddresses(fs.readFileSync(file, "utf8"))
        .flatMap(addressProblems)
        .map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("names an unknown path, an unknown parameter and a value outside its list", () => {
    expect(addressProblems("/v1/emission-analytics/timeseries?granularity=MONTH")).toEqual([
      "/v1/emission-analytics/timeseries?granularity=MONTH: /emission-analytics/timeseries takes no query parameter granularity",
    ]);
    expect(addressProblems("/v1/emission-analytics/timeseries?grain=fortnight")).toEqual([
      "/v1/emission-analytics/timeseries?grain=fortnight: grain is one of day, week, month, quarter, year, not fortnight",
    ]);
    expect(addressProblems("/v1/facility")).toEqual(["/v1/facility: no operation has the path /facility"]);
    expect(addressProblems(`/v1/facilities/${ANY}?page[size]=10`)).toEqual([
      `/v1/facilities/${ANY}?page[size]=10: /facilities/${ANY} takes no query parameter page[size]`,
    ]);
    expect(addressProblems(`/v1/facilities/${ANY}`)).toEqual([]);
    expect(addressProblems("/v1/facilities?page[size]=10")).toEqual([]);
  });
});
