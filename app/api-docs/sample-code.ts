import type { SampleLanguage } from "~/content/api-docs/sample-languages";
import { SAMPLE_IDEMPOTENCY_KEYS } from "~/content/api-docs/samples";
import type { ApiSample } from "./api-samples";

/**
 * curl, JavaScript and Python code for an API sample (`api-samples.ts`), as a developer would paste it: the access
 * token from $ACCESS_TOKEN, each id placeholder from the environment variable of its name in capitals, the
 * response's JSON printed on stdout, and a non-zero exit on an HTTP error. Pure: no browser or Node APIs.
 */

export { SAMPLE_LANGUAGES, type SampleLanguage } from "~/content/api-docs/sample-languages";

export type SampleCodeOptions = {
  /** The API's base URL, e.g. https://carbontracker.co.in/v1 (also the token audience). */
  baseUrl: string;
};

const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/g;
/** The one placeholder written into the code as it is, not read from the environment. */
const BASE_URL = "base_url";
const WIDTH = 100;

/** The environment variable a placeholder reads: its name in capitals ({facility_id}: FACILITY_ID). */
export function placeholderEnv(name: string): string {
  return name.toUpperCase();
}

/** Every placeholder name in a string or in the strings of a JSON value, in order of appearance. */
function placeholdersIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    for (const m of value.matchAll(PLACEHOLDER)) if (m[1] !== BASE_URL && !out.includes(m[1]!)) out.push(m[1]!);
  } else if (Array.isArray(value)) {
    for (const v of value) placeholdersIn(v, out);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) placeholdersIn(v, out);
  }
  return out;
}

/** The environment variables a sample reads: ACCESS_TOKEN for a bearer call, then one per placeholder. */
export function sampleEnvironment(sample: ApiSample): string[] {
  const names = placeholdersIn(sample.body, placeholdersIn(sample.path)).map(placeholderEnv);
  return sample.auth === "bearer" ? ["ACCESS_TOKEN", ...names] : names;
}

/** Text as literal runs and environment variable references. */
type Piece = { text: string } | { env: string };

function pieces(s: string, baseUrl: string): Piece[] {
  const out: Piece[] = [];
  const text = (t: string) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last && "text" in last) last.text += t;
    else out.push({ text: t });
  };
  let at = 0;
  for (const m of s.matchAll(PLACEHOLDER)) {
    text(s.slice(at, m.index));
    if (m[1] === BASE_URL) text(baseUrl);
    else out.push({ env: placeholderEnv(m[1]!) });
    at = m.index + m[0].length;
  }
  text(s.slice(at));
  return out;
}

/** The path below /v1 and its query parameters, values as written. */
function splitPath(path: string): { path: string; query: [string, string][] } {
  const q = path.indexOf("?");
  if (q < 0) return { path, query: [] };
  const query = path
    .slice(q + 1)
    .split("&")
    .filter(Boolean)
    .map((pair): [string, string] => {
      const eq = pair.indexOf("=");
      return eq < 0 ? [pair, ""] : [pair.slice(0, eq), pair.slice(eq + 1)];
    });
  return { path: path.slice(0, q), query };
}

function comment(sample: ApiSample): string {
  return sample.idempotent
    ? "Retries of this request must reuse its Idempotency-Key (a new UUID for each new request)."
    : `${sample.title}.`;
}

function idempotencyKey(sample: ApiSample): string | undefined {
  if (!sample.idempotent) return undefined;
  const key = SAMPLE_IDEMPOTENCY_KEYS[sample.operationId];
  if (!key) throw new Error(`No Idempotency-Key for the sample ${sample.operationId}`);
  return key;
}

// ---------- literals ----------

/** Code placed as it is inside a literal (a call, an expression); rendered at the given indentation. */
class Code {
  constructor(readonly render: (indent: string) => string) {}
}
const code = (text: string) => new Code(() => text);

type Style = {
  unit: string;
  string: (s: string) => string;
  key: (k: string) => string;
  null: string;
  bool: (b: boolean) => string;
  /** Padding inside one-line braces: "{ a: 1 }" in JavaScript, '{"a": 1}' in Python and JSON. */
  pad: string;
  /** A trailing comma after the last entry of a broken literal. */
  trailing: boolean;
};

/** A JSON value (or Code) as a literal: on one line when it fits in WIDTH from `column`, else one entry a line. */
function literal(value: unknown, style: Style, indent: string, column: number): string {
  if (value instanceof Code) return value.render(indent);
  if (typeof value === "string") return style.string(value);
  if (value === null || value === undefined) return style.null;
  if (typeof value === "boolean") return style.bool(value);
  if (typeof value === "number") return JSON.stringify(value);
  const inner = indent + style.unit;
  const isArray = Array.isArray(value);
  const entries = isArray
    ? (value as unknown[]).map((v) => ({ prefix: "", v }))
    : Object.entries(value as Record<string, unknown>).map(([k, v]) => ({ prefix: `${style.key(k)}: `, v }));
  const [open, close] = isArray ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) return open + close;
  const flat = entries.map((e) => e.prefix + literal(e.v, style, inner, 0)).join(", ");
  const pad = isArray ? "" : style.pad;
  const oneLine = `${open}${pad}${flat}${pad}${close}`;
  if (!oneLine.includes("\n") && column + oneLine.length <= WIDTH) return oneLine;
  const lines = entries.map((e) => `${inner}${e.prefix}${literal(e.v, style, inner, inner.length + e.prefix.length)}`);
  return `${open}\n${lines.join(",\n")}${style.trailing ? "," : ""}\n${indent}${close}`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

// ---------- JavaScript ----------

/** A template literal of the pieces, then `raw` (code placed as it is). */
function jsTemplate(parts: Piece[], raw = ""): string {
  const body = parts
    .map((p) => ("env" in p ? `\${process.env.${p.env}}` : p.text.replace(/[\\`]|\$\{/g, (c) => `\\${c}`)))
    .join("");
  return `\`${body}${raw}\``;
}

function jsString(s: string, baseUrl: string): string {
  const parts = pieces(s, baseUrl);
  if (parts.every((p) => "text" in p)) return JSON.stringify(parts.map((p) => ("text" in p ? p.text : "")).join(""));
  if (parts.length === 1 && "env" in parts[0]!) return `process.env.${parts[0].env}`;
  return jsTemplate(parts);
}

function jsStyle(baseUrl: string): Style {
  return {
    unit: "  ",
    string: (s) => jsString(s, baseUrl),
    key: (k) => (IDENTIFIER.test(k) ? k : JSON.stringify(k)),
    null: "null",
    bool: String,
    pad: " ",
    trailing: true,
  };
}

function javascript(sample: ApiSample, baseUrl: string): string {
  const style = jsStyle(baseUrl);
  const { path, query } = splitPath(sample.path);
  const lines = [`// ${comment(sample)}`];
  const fsNames = [...(sample.file ? ["readFile"] : []), ...(sample.download ? ["writeFile"] : [])];
  if (fsNames.length) lines.push(`import { ${fsNames.join(", ")} } from "node:fs/promises";`, "");
  let url = jsString(`{${BASE_URL}}${path}`, baseUrl);
  if (query.length) {
    lines.push(`const params = new URLSearchParams(${literal(Object.fromEntries(query), style, "", 37)});`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source the sample shows
    url = jsTemplate(pieces(`{${BASE_URL}}${path}`, baseUrl), "?${params}");
  }
  const headers: Record<string, unknown> = {};
  // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source the sample shows
  if (sample.auth === "bearer") headers.Authorization = code("`Bearer ${process.env.ACCESS_TOKEN}`");
  if (sample.body !== undefined && sample.bodyType !== "form") headers["Content-Type"] = "application/json";
  if (sample.file) headers["Content-Type"] = "application/octet-stream";
  const key = idempotencyKey(sample);
  if (key) headers["Idempotency-Key"] = key;
  const init: Record<string, unknown> = {};
  if (sample.method !== "GET") init.method = sample.method;
  if (Object.keys(headers).length) init.headers = headers;
  if (sample.body !== undefined) {
    const call = sample.bodyType === "form" ? "new URLSearchParams" : "JSON.stringify";
    init.body = new Code((indent) => `${call}(${literal(sample.body, style, indent, indent.length + 26)})`);
  }
  if (sample.file) init.body = code(`await readFile(${JSON.stringify(sample.file)})`);
  const head = `const res = await fetch(${url}`;
  lines.push(Object.keys(init).length ? `${head}, ${literal(init, style, "", head.length + 2)});` : `${head});`);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source the sample shows
  lines.push("if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);");
  if (sample.download) {
    lines.push(
      'const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition"))[1];',
      "const bytes = Buffer.from(await res.arrayBuffer());",
      "await writeFile(name, bytes);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source the sample shows
      "console.log(`Saved ${name} (${bytes.length} bytes)`);",
    );
  } else lines.push("console.log(JSON.stringify(await res.json(), null, 2));");
  return lines.join("\n");
}

// ---------- Python ----------

function pyString(s: string, baseUrl: string): string {
  const parts = pieces(s, baseUrl);
  const quoted = (t: string) => JSON.stringify(t).slice(1, -1);
  if (parts.every((p) => "text" in p)) return `"${parts.map((p) => ("text" in p ? quoted(p.text) : "")).join("")}"`;
  if (parts.length === 1 && "env" in parts[0]!) return parts[0].env.toLowerCase();
  return `f"${parts.map((p) => ("env" in p ? `{${p.env.toLowerCase()}}` : quoted(p.text).replace(/[{}]/g, (c) => c + c))).join("")}"`;
}

function pyStyle(baseUrl: string): Style {
  return {
    unit: "    ",
    string: (s) => pyString(s, baseUrl),
    key: (k) => JSON.stringify(k),
    null: "None",
    bool: (b) => (b ? "True" : "False"),
    pad: "",
    trailing: true,
  };
}

function python(sample: ApiSample, baseUrl: string): string {
  const style = pyStyle(baseUrl);
  const { path, query } = splitPath(sample.path);
  const env = placeholdersIn(sample.body, placeholdersIn(sample.path));
  const usesOs = env.length > 0 || sample.auth === "bearer";
  const imports = [
    ...(sample.download ? [] : ["import json"]),
    ...(usesOs ? ["import os"] : []),
    ...(sample.download ? ["import re"] : []),
    ...(sample.file ? ["from pathlib import Path"] : []),
  ];
  const lines = [`# ${comment(sample)}`, ...imports, "", "import requests", ""];
  for (const name of env) lines.push(`${name} = os.environ["${placeholderEnv(name)}"]`);
  const args: { name?: string; value: unknown }[] = [{ value: `{${BASE_URL}}${path}` }];
  if (query.length) args.push({ name: "params", value: Object.fromEntries(query) });
  const headers: Record<string, unknown> = {};
  if (sample.auth === "bearer") headers.Authorization = code('"Bearer " + os.environ["ACCESS_TOKEN"]');
  const key = idempotencyKey(sample);
  if (key) headers["Idempotency-Key"] = key;
  if (sample.file) headers["Content-Type"] = "application/octet-stream";
  if (Object.keys(headers).length) args.push({ name: "headers", value: headers });
  if (sample.body !== undefined) args.push({ name: sample.bodyType === "form" ? "data" : "json", value: sample.body });
  if (sample.file) args.push({ name: "data", value: code(`Path(${JSON.stringify(sample.file)}).read_bytes()`) });
  const head = `r = requests.${sample.method.toLowerCase()}(`;
  const flat = args.map((a) => (a.name ? `${a.name}=` : "") + literal(a.value, style, "", 0)).join(", ");
  if (!flat.includes("\n") && head.length + flat.length + 1 <= WIDTH) lines.push(`${head}${flat})`);
  else {
    lines.push(head);
    for (const a of args) {
      const prefix = `${style.unit}${a.name ? `${a.name}=` : ""}`;
      lines.push(`${prefix}${literal(a.value, style, style.unit, prefix.length)},`);
    }
    lines.push(")");
  }
  if (sample.download) {
    lines.push(
      "r.raise_for_status()",
      'name = re.search(r\'filename="([^"]+)"\', r.headers["Content-Disposition"]).group(1)',
      'with open(name, "wb") as f:',
      "    f.write(r.content)",
      'print(f"Saved {name} ({len(r.content)} bytes)")',
    );
  } else lines.push("r.raise_for_status()", "print(json.dumps(r.json(), indent=2))");
  return lines.join("\n");
}

// ---------- curl ----------

/** Inside "double quotes" in bash: literal text escaped, variables as $NAME. */
function shDouble(parts: Piece[]): string {
  return `"${parts.map((p) => ("env" in p ? `$${p.env}` : p.text.replace(/[\\"$`]/g, (c) => `\\${c}`))).join("")}"`;
}

const shSingle = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;

function encodedQuery(query: [string, string][], baseUrl: string): Piece[] {
  const out: Piece[] = [];
  query.forEach(([name, value], i) => {
    out.push({ text: `${i ? "&" : "?"}${encodeURIComponent(name)}=` });
    for (const p of pieces(value, baseUrl)) out.push("env" in p ? p : { text: encodeURIComponent(p.text) });
  });
  return out;
}

function curl(sample: ApiSample, baseUrl: string): string {
  const { path, query } = splitPath(sample.path);
  const isGet = sample.method === "GET";
  const url = pieces(`{${BASE_URL}}${path}`, baseUrl);
  if (query.length && !isGet) url.push(...encodedQuery(query, baseUrl));
  const options = [
    "--fail-with-body",
    "-sS",
    // A file answered is saved under the name its Content-Disposition gives.
    ...(sample.download ? ["-OJ", "--clobber", "-w", shSingle("Saved %{filename_effective}\n")] : []),
    ...(isGet && query.length ? ["-G"] : []),
    ...(isGet ? [] : ["-X", sample.method]),
  ];
  const args: string[] = [];
  if (isGet) {
    for (const [name, value] of query) {
      args.push(`--data-urlencode ${shDouble([{ text: `${encodeURIComponent(name)}=` }, ...pieces(value, baseUrl)])}`);
    }
  }
  if (sample.auth === "bearer")
    args.push(`-H ${shDouble([{ text: "Authorization: Bearer " }, { env: "ACCESS_TOKEN" }])}`);
  const key = idempotencyKey(sample);
  if (key) args.push(`-H "Idempotency-Key: ${key}"`);
  let heredoc: string | undefined;
  if (sample.file) {
    args.push('-H "Content-Type: application/octet-stream"', `--data-binary ${shSingle(`@${sample.file}`)}`);
  } else if (sample.body !== undefined && sample.bodyType === "form") {
    for (const [name, value] of Object.entries(sample.body as Record<string, unknown>)) {
      args.push(`--data-urlencode ${shDouble([{ text: `${name}=` }, ...pieces(String(value), baseUrl)])}`);
    }
  } else if (sample.body !== undefined) {
    args.push('-H "Content-Type: application/json"');
    const withEnv = placeholdersIn(sample.body).length > 0;
    const jsonString = (s: string) =>
      withEnv
        ? `"${pieces(s, baseUrl)
            .map((p) =>
              "env" in p
                ? `$${p.env}`
                : JSON.stringify(p.text)
                    .slice(1, -1)
                    .replace(/[\\$`]/g, (c) => `\\${c}`),
            )
            .join("")}"`
        : JSON.stringify(
            pieces(s, baseUrl)
              .map((p) => ("text" in p ? p.text : ""))
              .join(""),
          );
    const style: Style = {
      unit: "  ",
      string: jsonString,
      key: (k) => JSON.stringify(k),
      null: "null",
      bool: String,
      pad: "",
      trailing: false,
    };
    const json = literal(sample.body, style, "", withEnv ? 0 : 6);
    if (withEnv) {
      // An unquoted here-document, so the shell puts the ids in from the environment.
      args.push("-d @- <<EOF");
      heredoc = `${json}\nEOF`;
    } else {
      args.push(`-d ${shSingle(json)}`);
    }
  }
  const command = [`curl ${options.join(" ")} ${shDouble(url)}`, ...args].join(" \\\n  ");
  return [`# ${comment(sample)}`, command, ...(heredoc ? [heredoc] : [])].join("\n");
}

/** The sample's code in each language, for an API at `baseUrl`. */
export function sampleCode(sample: ApiSample, options: SampleCodeOptions): Record<SampleLanguage, string> {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  return { curl: curl(sample, baseUrl), javascript: javascript(sample, baseUrl), python: python(sample, baseUrl) };
}
