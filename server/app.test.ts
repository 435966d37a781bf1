import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../tests/support/db";
import { startTestServer, type TestServer } from "../tests/support/server";

describe.each(engines)("server basics on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("answers /healthz (alive) and /readyz (database reachable, migrations applied)", async () => {
    const alive = await fetch(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("is not ready while a migration this version needs is missing", async () => {
    const [last] = await server.app.db.query<{ name: string }>(
      "SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1",
    );
    await server.app.db.query("DELETE FROM schema_migrations WHERE name = $1", [last!.name]);
    try {
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(res.headers.get("retry-after")).toBeTruthy();
      expect(await res.json()).toMatchObject({ type: "/problems/unavailable", request_id: expect.any(String) });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.app.db.query("INSERT INTO schema_migrations (name) VALUES ($1)", [last!.name]);
    }
  });

  it("sends security headers and a request id on every response", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9A-Z]{26}$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    // Over plain HTTP a browser ignores HSTS; it is sent over HTTPS only (security-headers.test.ts).
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("echoes a well-formed X-Request-ID and replaces a malformed one", async () => {
    const ok = await fetch(`${server.url}/healthz`, { headers: { "X-Request-ID": "client-req-12345" } });
    expect(ok.headers.get("x-request-id")).toBe("client-req-12345");
    const bad = await fetch(`${server.url}/healthz`, { headers: { "X-Request-ID": "<script>" } });
    expect(bad.headers.get("x-request-id")).not.toBe("<script>");
  });
});

describe("headers of the site's pages and assets", () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-headers-"));
    fs.mkdirSync(path.join(staticDir, "assets"));
    fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>t</title><script>1</script>");
    fs.writeFileSync(path.join(staticDir, "assets", "entry-abc123.js"), "export const a = 1;");
    fs.writeFileSync(
      path.join(staticDir, "__spa-fallback.html"),
      "<!doctype html><title>spa</title><script>2</script>",
    );
    // Pages with the build's compressed copies (scripts/compress.ts): one written after its page, one before.
    for (const [dir, title] of [
      ["fresh", "fresh"],
      ["stale", "stale"],
    ] as const) {
      const page = path.join(staticDir, dir, "index.html");
      fs.mkdirSync(path.dirname(page));
      fs.writeFileSync(page, `<!doctype html><title>${title}</title>`);
      fs.writeFileSync(`${page}.br`, zlib.brotliCompressSync(`<!doctype html><title>${title}, built</title>`));
      fs.writeFileSync(`${page}.gz`, zlib.gzipSync(`<!doctype html><title>${title}, built</title>`));
    }
    const past = new Date(Date.now() - 60_000);
    for (const suffix of [".br", ".gz"])
      fs.utimesSync(path.join(staticDir, "stale", `index.html${suffix}`), past, past);
    server = await startTestServer("pglite", { staticDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it("gives a page its document headers: CSP by hash, framing, permissions", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends a hashed asset with the headers that apply to it, not the document-only ones", async () => {
    const res = await fetch(`${server.url}/assets/entry-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9A-Z]{26}$/);
    for (const name of ["content-security-policy", "x-frame-options", "permissions-policy", "x-xss-protection"])
      expect(res.headers.get(name), name).toBeNull();
  });

  it("keeps the document headers on a missing asset's not-found answer", async () => {
    const res = await fetch(`${server.url}/assets/gone-000000.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("sends a page's compressed copy from the build when the build wrote it after the page, else compresses the page", async () => {
    for (const encoding of ["br", "gzip"]) {
      const headers = { "accept-encoding": encoding };
      const fresh = await fetch(`${server.url}/fresh`, { headers });
      expect(fresh.headers.get("content-encoding")).toBe(encoding);
      expect(await fresh.text()).toContain("<title>fresh, built</title>");
      const stale = await fetch(`${server.url}/stale`, { headers });
      expect(stale.headers.get("content-encoding")).toBe(encoding);
      expect(await stale.text()).toContain("<title>stale</title>");
    }
  });

  it("answers the console's paths, which are not prerendered, with the SPA fallback page, noindex", async () => {
    for (const p of ["/console", "/console/", "/console/trends?period=24m", "/console/any/depth"]) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain("<title>spa</title>");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    }
    const elsewhere = await fetch(`${server.url}/consoles`);
    expect(await elsewhere.text()).not.toContain("<title>spa</title>");
    const direct = await fetch(`${server.url}/__spa-fallback.html`);
    expect(await direct.text()).not.toContain("<title>spa</title>");
  });
});
