import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * ARCHITECTURE.md's "Layers and what may import what", checked on every import of the project's source files
 * (`import type`, `export … from` and `import("…")` included): each layer and the folders of ours it may import.
 * A file answers to the most specific layer holding it; `scripts/`, `tests/` and the root's config files may
 * import everything. npm packages and the build's virtual modules (`virtual:*`) are not folders of ours.
 */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  "contracts/": ["contracts/"],
  "carbon/": ["carbon/", "contracts/"],
  "server/": ["server/", "carbon/", "contracts/"],
  "app/": ["app/", "contracts/"],
  "app/content/": ["app/content/", "contracts/"],
};

/** Test files may reach across the layers (a content test reads the route table); the cycle rule holds for them too. */
const TEST_FILE = /\.(test|spec)\.tsx?$/;

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCE_FOLDERS = ["app", "server", "carbon", "contracts", "scripts", "tests"];
const SKIPPED = new Set(["node_modules", "build", ".react-router"]);
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(entry.name) ? [file] : [];
  });
}

const rootConfigFiles = fs.readdirSync(ROOT).filter((name) => SOURCE_FILE.test(name));
const files = [...SOURCE_FOLDERS.flatMap(sourceFiles), ...rootConfigFiles];
const isFile = (file: string) => fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The file a specifier of ours names (relative, or `~/` for app/), or undefined for a package or virtual module.
 * React Router's route types (`./+types/…`) are generated outside the project's files by `react-router typegen`.
 */
function resolve(from: string, specifier: string): { to: string } | { unresolved: string } | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  if (bare.includes("/+types/")) return undefined;
  let base: string;
  if (bare.startsWith("~/")) base = `app/${bare.slice(2)}`;
  else if (bare.startsWith(".")) base = path.posix.join(path.posix.dirname(from), bare);
  else return undefined;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    base.replace(/\.js$/, ".ts"),
    `${base}/index.ts`,
  ];
  const to = candidates.find(isFile);
  return to ? { to } : { unresolved: specifier };
}

/** `import.meta.glob("./guide/*.md")` reads every file of a folder: an import of that folder. */
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*["'`]([^"'`]+)["'`]/g;
function globFolder(from: string, pattern: string): string {
  const folder = pattern.replace(/[^/]*[*{].*$/, "");
  const file = folder.startsWith("~/") ? `app/${folder.slice(2)}` : path.posix.join(path.posix.dirname(from), folder);
  return file.replace(/\/?$/, "/");
}

type Import = { from: string; to: string };

const imports: Import[] = [];
const unresolved: string[] = [];
for (const from of files) {
  const text = fs.readFileSync(path.join(ROOT, from), "utf8");
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  for (const specifier of new Set(specifiers)) {
    const target = resolve(from, specifier);
    if (target && "to" in target) imports.push({ from, to: target.to });
    else if (target) unresolved.push(`${from} imports "${target.unresolved}", which names no file`);
  }
  for (const [, pattern] of text.matchAll(GLOB)) imports.push({ from, to: globFolder(from, pattern!) });
}

const layerOf = (file: string) =>
  Object.keys(LAYERS)
    .filter((folder) => file.startsWith(folder))
    .sort((a, b) => b.length - a.length)[0];

function layeringViolations(): string[] {
  return imports.flatMap(({ from, to }) => {
    const layer = layerOf(from);
    if (!layer || TEST_FILE.test(from)) return [];
    const allowed = LAYERS[layer]!;
    if (allowed.some((folder) => to.startsWith(folder))) return [];
    return [`${from} imports ${to}: ${layer} may import only ${allowed.join(", ")} and npm packages`];
  });
}

/** The strongly connected components of the import graph with more than one file, or a file importing itself. */
function tangles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** The shortest way back to `start` through `within`, as the chain of files it passes. */
function shortestCycle(graph: Map<string, Set<string>>, start: string, within: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of [...(graph.get(v) ?? [])].sort()) {
      if (!within.has(w)) continue;
      if (w === start) {
        const chain = [v];
        while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0]!)!);
        return [...chain, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

/** Each import cycle, once, as "a → b → … → a": the shortest through each file of each tangle. */
function importCycles(): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!SOURCE_FILE.test(to)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  const cycles = new Set<string>();
  for (const tangle of tangles(graph)) {
    const within = new Set(tangle);
    for (const file of tangle) {
      const chain = shortestCycle(graph, file, within).slice(0, -1);
      // The same cycle found from another of its files: start it at its first file in sort order.
      const first = chain.indexOf([...chain].sort()[0]!);
      const rotated = [...chain.slice(first), ...chain.slice(0, first)];
      cycles.add([...rotated, rotated[0]].join(" → "));
    }
  }
  return [...cycles].sort();
}

describe("imports between the project's folders", () => {
  it("reads every source folder and resolves every import of ours to a file", () => {
    for (const folder of [...SOURCE_FOLDERS, ...Object.keys(LAYERS)])
      expect(files.some((f) => f.startsWith(folder.replace(/\/?$/, "/")))).toBe(true);
    expect(imports.length).toBeGreaterThan(files.length);
    expect(unresolved).toEqual([]);
  });

  it("follow ARCHITECTURE.md's layers", () => {
    expect(layeringViolations()).toEqual([]);
  });

  it("form no cycle, type-only imports included", () => {
    expect(importCycles()).toEqual([]);
  });
});
