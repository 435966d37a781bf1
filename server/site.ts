import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerUnrouted } from "./http/error-handling";

/**
 * Prerendered pages whose path has a segment starting "__" are shells served with 404, never as pages. An unknown
 * path under a parameterised route (`/products/x`, `/resources/knowledge-base/x`) gets that route's `__unknown`
 * shell, which hydrates as the same route; any other unknown path the not-found shell.
 */
const NOT_FOUND_SHELL = "__not-found/index.html";
const unknownShellFor = (urlPath: string) => `${urlPath.slice(1, urlPath.lastIndexOf("/") + 1)}__unknown/index.html`;

/**
 * Paths the build does not prerender, because what they show belongs to the signed-in person (the console): the
 * build's SPA fallback page renders them in the browser. They are never indexed.
 */
const SPA_FALLBACK = "__spa-fallback.html";
const CLIENT_RENDERED = /^\/console(\/|$)/;

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Headers that only a document (or a worker) acts on. A page loads some fifty hashed scripts and styles, each
 * answered over HTTP/1.1 with uncompressed headers: sending these with every one of them cost a page some 30 KB.
 * Assets keep the headers that do apply to them (nosniff, CORP, HSTS, referrer policy, the request id).
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "permissions-policy",
];

/** True for a reply that sends a hashed build asset (a document-only header would be wasted on it). */
export function isHashedAssetReply(reply: FastifyReply): boolean {
  return reply.getHeader("cache-control") === IMMUTABLE;
}
const REVALIDATE = "no-cache";

type Page = { csp: string; raw: Buffer; br: Buffer; gzip: Buffer };

function readPage(file: string, connectSrc: readonly string[] | undefined): Page {
  const raw = fs.readFileSync(file);
  const csp = contentSecurityPolicy(raw.toString("utf8"), connectSrc);
  return {
    csp,
    raw,
    br: builtCompressed(file, ".br") ?? zlib.brotliCompressSync(raw),
    gzip: builtCompressed(file, ".gz") ?? zlib.gzipSync(raw, { level: 9 }),
  };
}

/**
 * The build's compressed copy of a page (`scripts/compress.ts`), when it was written after the page: compressing
 * every page at start-up took seconds of CPU on each start.
 */
function builtCompressed(file: string, suffix: ".br" | ".gz"): Buffer | undefined {
  try {
    if (fs.statSync(`${file}${suffix}`).mtimeMs < fs.statSync(file).mtimeMs) return undefined;
    return fs.readFileSync(`${file}${suffix}`);
  } catch {
    return undefined;
  }
}

function listHtml(dir: string, base = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = path.posix.join(base, entry.name);
    if (entry.isDirectory()) out.push(...listHtml(dir, rel));
    else if (entry.name === "index.html") out.push(rel);
  }
  return out;
}

/**
 * The Content-Security-Policy for one page: its own inline scripts allowed by hash, nothing else inline.
 * `upgrade-insecure-requests` is added per request, over HTTPS only (`http/security-headers.ts`). Workers may start
 * from blob: addresses: the console's XLSX writer (write-excel-file, through fflate) compresses each part of a
 * workbook over 160 KB in a worker it makes from a blob, and without one its promise never settles.
 */
export function contentSecurityPolicy(html: string, connectSrc: readonly string[] = []): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectSrc.join(" ")}`.trim(),
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

function urlPathOf(rel: string) {
  const dir = path.posix.dirname(rel);
  return dir === "." ? "/" : `/${dir}`;
}

export type SiteOptions = { staticDir: string; connectSrc?: readonly string[] };

/**
 * Serves the prerendered site: hashed assets immutable, HTML revalidated with a per-page CSP,
 * unknown paths answered with the not-found shell and 404.
 */
export async function registerSite(app: FastifyInstance, opts: SiteOptions) {
  const { staticDir } = opts;
  if (!fs.existsSync(path.join(staticDir, "index.html"))) {
    app.log.warn({ staticDir }, "no built site found; run `npm run build`");
    return;
  }
  const pages = new Map<string, Page>();
  const shells = new Map<string, Page>();
  for (const rel of listHtml(staticDir)) {
    const page = readPage(path.join(staticDir, rel), opts.connectSrc);
    if (rel.split("/").some((seg) => seg.startsWith("__"))) shells.set(rel, page);
    else pages.set(urlPathOf(rel), page);
  }

  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    serve: true,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !pathName.endsWith(".html") && !pathName.split("/").some((s) => s.startsWith("__")),
    setHeaders(reply, filePath) {
      const rel = path.relative(staticDir, filePath);
      const hashed = rel.startsWith("assets/");
      reply.header("Cache-Control", hashed ? IMMUTABLE : "public, max-age=3600");
      if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });

  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: Page, status: number) => {
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
    reply
      .code(status)
      .header("Cache-Control", REVALIDATE)
      .header("Content-Security-Policy", page.csp)
      .header("Vary", "Accept-Encoding")
      .type("text/html; charset=utf-8");
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.send(encoding ? page[encoding] : page.raw);
  };

  const notFound = shells.get(NOT_FOUND_SHELL);
  const fallbackFile = path.join(staticDir, SPA_FALLBACK);
  const spaFallback = fs.existsSync(fallbackFile) ? readPage(fallbackFile, opts.connectSrc) : undefined;

  app.get("/*", (req, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.url.split("?")[0] ?? "/");
    } catch {
      urlPath = "/__malformed";
    }
    const normalised = urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath;
    const page = pages.get(normalised);
    if (page) return sendPage(req, reply, page, 200);
    if (spaFallback && CLIENT_RENDERED.test(normalised)) {
      reply.header("X-Robots-Tag", "noindex");
      return sendPage(req, reply, spaFallback, 200);
    }
    // An endpoint of ours that takes other methods (GET /forms/submissions) answers 405, not a page.
    if (app.allowedMethods(normalised).length > 0) return answerUnrouted(app, req, reply);
    const shell = shells.get(unknownShellFor(normalised)) ?? notFound;
    if (shell) return sendPage(req, reply, shell, 404);
    return answerUnrouted(app, req, reply);
  });
}
