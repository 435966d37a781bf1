import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";

const OVER_HTTPS = { "X-Forwarded-Proto": "https" };
const UPGRADE = "upgrade-insecure-requests";

/** A page, the console's fallback page, a not-found page and answers that are no page: each sets a CSP. */
const ANSWERS = ["/", "/console", "/no-such-page", "/healthz", "/v1/openapi.json", "/v1/no-such-thing"];

describe.each(engines)("the CSP's upgrade-insecure-requests on %s", { timeout: 120_000 }, (engine) => {
  let staticDir: string;
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-upgrade-"));
    const page = (title: string) =>
      `<!doctype html><title>${title}</title><link rel="stylesheet" href="/assets/site-abc123.css"><script>window.x=1</script>`;
    fs.writeFileSync(path.join(staticDir, "index.html"), page("Home"));
    fs.writeFileSync(path.join(staticDir, "__spa-fallback.html"), page("Console"));
    fs.mkdirSync(path.join(staticDir, "__not-found"));
    fs.writeFileSync(path.join(staticDir, "__not-found", "index.html"), page("Not found"));
    const options = { leads: { outbox: { autoStart: false } } };
    proxied = await startTestServer(engine, { staticDir, trustProxy: 1 }, options);
    direct = await startTestServer(engine, { staticDir }, options);
  }, 120_000);
  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const csp = async (server: TestServer, p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${p}`, { headers });
    await res.body?.cancel();
    const policy = res.headers.get("content-security-policy");
    expect(policy, p).toMatch(/default-src 'self'/);
    return policy ?? "";
  };

  it("is left out of every answer over plain HTTP, so a page opened by the server's address loads its files", async () => {
    for (const p of ANSWERS) {
      expect(await csp(proxied, p), p).not.toContain(UPGRADE);
      expect(await csp(direct, p), p).not.toContain(UPGRADE);
    }
  });

  it("is in every answer over HTTPS, as a trusted proxy's X-Forwarded-Proto says", async () => {
    for (const p of ANSWERS) {
      const policy = await csp(proxied, p, OVER_HTTPS);
      expect(
        policy.split("; ").filter((d) => d === UPGRADE),
        p,
      ).toHaveLength(1);
    }
    // The page keeps its own policy: its inline script's hash and the rest.
    expect(await csp(proxied, "/", OVER_HTTPS)).toMatch(
      /script-src 'self' 'sha256-[^']+'.*; upgrade-insecure-requests$/,
    );
  });

  it("is left out when an untrusted client says X-Forwarded-Proto: https", async () => {
    for (const p of ANSWERS) expect(await csp(direct, p, OVER_HTTPS), p).not.toContain(UPGRADE);
  });
});
