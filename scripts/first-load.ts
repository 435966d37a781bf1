/**
 * What a page's first load costs in bytes, read from a build: the same-origin scripts its HTML makes the browser
 * fetch before the page is interactive (and everything they import statically), and its stylesheets, linked or
 * inline, each counted as served with brotli. Used by `npm run bench:web` and by the browser suite's budget test.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** DESIGN.md's budgets for a cold load, per route, brotli: script before the page is interactive, and CSS. */
export const FIRST_LOAD_BUDGET = { jsKb: 120, cssKb: 25 };

/** Size of an asset as served to a browser that accepts brotli. */
function brotliBytes(staticDir: string, urlPath: string): number {
  const file = path.join(staticDir, decodeURIComponent(urlPath.split(/[?#]/)[0] ?? ""));
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return fs.statSync(file).size;
}

/** A built module's static imports, read once per file: a walk over every page reads the shared chunks once. */
const importsOf = new Map<string, string[]>();
function staticImports(staticDir: string, url: string): string[] {
  const file = path.join(staticDir, url);
  let imports = importsOf.get(file);
  if (!imports) {
    const code = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    imports = [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
      (m) => path.posix.join(path.posix.dirname(url), m[1] ?? ""),
    );
    importsOf.set(file, imports);
  }
  return imports;
}

/** The given modules and everything they import statically, transitively: all a page loads before it hydrates. */
function withStaticImports(staticDir: string, urls: Set<string>): Set<string> {
  const all = new Set(urls);
  const queue = [...urls];
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    for (const dep of staticImports(staticDir, url)) {
      if (!all.has(dep)) {
        all.add(dep);
        queue.push(dep);
      }
    }
  }
  return all;
}

/** An inline stylesheet's size with brotli, compressed once per stylesheet (every page inlines the same one). */
const inlineSizes = new Map<string, number>();
function inlineBrotliBytes(css: string): number {
  let size = inlineSizes.get(css);
  if (size === undefined) {
    size = zlib.brotliCompressSync(css).length;
    inlineSizes.set(css, size);
  }
  return size;
}

/** A page's first-load script and CSS in KB (1,024 bytes), given its HTML as served from `staticDir`. */
export function firstLoadKb(staticDir: string, html: string): { jsKb: number; cssKb: number } {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href?.startsWith("/")) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    const src = attr(tag, "src");
    if (src?.startsWith("/")) js.add(src);
  }
  for (const m of html.matchAll(/\bimport\s*(?:\(\s*)?(?:[\w*{}\s,]+from\s*)?"(\/[^"]+\.js)"/g)) {
    if (m[1]) js.add(m[1]);
  }
  const sum = (urls: Set<string>) => [...urls].reduce((total, u) => total + brotliBytes(staticDir, u), 0) / 1024;
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (total, m) => total + inlineBrotliBytes(m[1] ?? ""),
    0,
  );
  return { jsKb: sum(withStaticImports(staticDir, js)), cssKb: sum(css) + inlineCss / 1024 };
}
