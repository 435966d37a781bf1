/**
 * Every repository path the documents name exists. The documents are README.md, ARCHITECTURE.md, docs/*.md and the
 * README of every folder. A path is a backticked span or a link target that looks like a file or folder of ours: it
 * ends in a source extension, or it has a `/` and either ends in one (a folder) or starts at a top folder of the
 * repository (`carbon/planning`).
 *
 * A link target is found from its document's folder, as a reader's browser follows it. A span is found from the
 * document's folder, else from the repository's root, else anywhere below the folder the document describes: folder
 * READMEs name a file of a subfolder they have just named by the rest of its path (`platform/mount.ts`, or `csv.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const EXTENSIONS = ["ts", "tsx", "mjs", "js", "md", "json", "css", "sql", "yml", "yaml"];
const hasExtension = new RegExp(`[^/.][^/]*\\.(${EXTENSIONS.join("|")})$`);
/** Outputs and caches: what .gitignore names is made by a run, not kept in the repository. */
const ignored = new Set([
  ".git",
  ...fs
    .readFileSync(path.join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/\/$/, ""))
    .filter((line) => line !== "" && !line.startsWith("#") && !line.includes("*")),
]);
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const packages = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));

type Named = { text: string; link: boolean };

/** Every file and folder of the repository, as paths from the root with `/` (folders end in `/`), outputs left out. */
function repositoryEntries(dir = ""): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (ignored.has(entry.name)) return [];
    const entryPath = dir === "" ? entry.name : `${dir}/${entry.name}`;
    return entry.isDirectory() ? [`${entryPath}/`, ...repositoryEntries(entryPath)] : [entryPath];
  });
}

/**
 * The path a span or link target names, or undefined for a URL or URL path, a command, a package (`@visx/shape`,
 * `read-excel-file/browser`), a media type (`text/csv`), an OpenAPI location (`components/schemas`), a glob, a
 * placeholder, an output of a run (`build/client`) or prose (`period.from`).
 */
function repositoryPathIn(token: string, topEntries: Set<string>): string | undefined {
  const target = token.replace(/#.*$/, "").replace(/^\.\//, "");
  if (!/^[\w@~./-]+$/.test(target) || target.includes("...") || target.includes("YYYY")) return undefined;
  if (target.startsWith("/") || target.startsWith("@")) return undefined;
  const [first = ""] = target.split("/");
  if (packages.has(first) || ignored.has(first)) return undefined;
  const looksLikePath =
    hasExtension.test(target) ||
    (target.includes("/") && (target.endsWith("/") || first === ".." || first === "~" || topEntries.has(first)));
  if (!looksLikePath) return undefined;
  // The `~/` import alias of tsconfig.json.
  return target.replace(/^~\//, "app/");
}

/** The spans and link targets of a Markdown text, fenced code blocks left out. */
function namedTokens(markdown: string): Named[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  // A span may run over a line break within its paragraph, never over a blank line.
  const spans = [...prose.matchAll(/(`+)((?:[^`\n]|\n(?!\n))+?)\1(?!`)/g)].map((m) => ({
    text: (m[2] ?? "").trim(),
    link: false,
  }));
  const links = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => ({ text: m[1] ?? "", link: true }));
  return [...spans, ...links];
}

/** The folder a document describes: a folder's README its folder; README.md, ARCHITECTURE.md and docs/ the whole. */
function describedFolder(docDir: string): string {
  return docDir === "." || docDir === "docs" ? "" : `${docDir}/`;
}

/** The paths a document at `docPath` (from the root) names that exist nowhere it could mean. */
function missingPaths(docPath: string, markdown: string, entries: Set<string>): string[] {
  const docDir = path.posix.dirname(docPath);
  const below = describedFolder(docDir);
  const topEntries = new Set([...entries].map((entry) => entry.split("/", 1)[0] ?? ""));
  const exists = (candidate: string, isFolder: boolean) =>
    entries.has(`${candidate}/`) || (!isFolder && entries.has(candidate));
  const found = (link: boolean, named: string) => {
    const isFolder = named.endsWith("/");
    const fromDoc = path.posix.join(docDir, named).replace(/\/$/, "");
    if (exists(fromDoc, isFolder)) return true;
    if (link) return false;
    const fromRoot = path.posix.normalize(named).replace(/\/$/, "");
    // A span read from the root that climbs out of it names a file beside the checkout, not one of ours.
    if (fromRoot.startsWith("../") || exists(fromRoot, isFolder)) return true;
    const tail = `/${fromRoot}${isFolder ? "/" : ""}`;
    const tails = isFolder ? [tail] : [tail, `${tail}/`];
    return [...entries].some((entry) => entry.startsWith(below) && tails.some((t) => `/${entry}`.endsWith(t)));
  };
  const missing = namedTokens(markdown).flatMap((token) => {
    const named = repositoryPathIn(token.text, topEntries);
    return named === undefined || found(token.link, named) ? [] : [named];
  });
  return [...new Set(missing)];
}

const entries = repositoryEntries();
const documents = [
  ...entries.filter((entry) => entry === "README.md" || entry.endsWith("/README.md")),
  "ARCHITECTURE.md",
  ...entries.filter((entry) => /^docs\/[^/]+\.md$/.test(entry)),
];

describe("paths named in the documents", () => {
  it.each(documents)("%s names only paths that exist", (doc) => {
    const missing = missingPaths(doc, fs.readFileSync(path.join(root, doc), "utf8"), new Set(entries));
    expect(missing, `${doc} names paths that do not exist: ${missing.join(", ")}`).toEqual([]);
  });
});

describe("what counts as a path", () => {
  const sample = new Set([
    "README.md",
    "server/",
    "server/app.ts",
    "server/v1/",
    "server/v1/platform/",
    "server/v1/platform/mount.ts",
  ]);

  it("finds a span from the document's folder, the root or below the document's folder, a link from its folder", () => {
    const text =
      "`app.ts`, `server/app.ts`, `platform/mount.ts`, `mount.ts`, `server/v1`, [v1](v1/), [up](../README.md)";
    expect(missingPaths("server/README.md", text, sample)).toEqual([]);
    expect(missingPaths("docs/guide.md", "`platform/`, `mount.ts`, `../shared/reference/factors.csv`", sample)).toEqual(
      [],
    );
  });

  it("names each path that exists nowhere the document could mean", () => {
    const text = "`server/gone.ts`, `contracts/api.ts`, `platform/`, `mount.ts`, [old](v1/old/), [app](server/app.ts)";
    expect(missingPaths("server/README.md", text, sample)).toEqual([
      "server/gone.ts",
      "contracts/api.ts",
      "v1/old/",
      "server/app.ts",
    ]);
    expect(missingPaths("docs/guide.md", "`server/v1/plat.ts`, [up](../READ.md)", sample)).toEqual([
      "server/v1/plat.ts",
      "../READ.md",
    ]);
    expect(missingPaths("server/v1/README.md", "`app.ts`", sample)).toEqual(["app.ts"]);
  });

  it("leaves URLs, commands, packages, patterns, placeholders, outputs and prose alone", () => {
    const notPaths = [
      "https://carbontracker.co.in/api",
      "/v1/openapi.json",
      "npm run build",
      "GET /healthz",
      "@visx/shape",
      "read-excel-file/browser",
      "zod",
      "text/csv",
      "components/schemas",
      "node:path",
      "*.server.ts",
      "server/**",
      "server/v1/<area>/",
      "content/resources/articles/{id}.md",
      "carbon/catalogue/desnz-YYYY.json",
      "build/openapi.json",
      "period.from",
      "items.N.field",
      "#leads",
    ];
    expect(notPaths.filter((token) => repositoryPathIn(token, new Set(["server", "build"])) !== undefined)).toEqual([]);
    const fenced = "```sh\nnpm start # see server/nowhere.ts\n```\nthen `server/app.ts`";
    expect(namedTokens(fenced)).toEqual([{ text: "server/app.ts", link: false }]);
  });
});
