import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededTestDb, type TestDb } from "../tests/support/db";
import { freePort } from "../tests/support/ports";
import { startServerProcess } from "../tests/support/server-process";
import { startTcpProxy, type TcpProxy } from "../tests/support/tcp-proxy";

describe.skipIf(!process.env.TEST_DATABASE_URL)("a server started while its database is down (PostgreSQL)", () => {
  let testDb: TestDb;
  let proxy: TcpProxy;
  let viaProxy: string;

  beforeAll(async () => {
    testDb = await createSeededTestDb("postgres");
    const direct = new URL(testDb.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const url = new URL(direct);
    url.host = `127.0.0.1:${proxy.port}`;
    viaProxy = url.toString();
  });
  afterAll(async () => {
    await proxy?.close();
    await testDb?.drop();
  });

  it("waits for the database and then serves", async () => {
    await proxy.cut();
    setTimeout(() => void proxy.restore(), 2500);
    const server = await startServerProcess({ DATABASE_URL: viaProxy, STATIC_DIR: "/nonexistent-site" });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("gives up after DATABASE_START_WAIT_S with one line that names the fix", async () => {
    await proxy.cut();
    try {
      const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(await freePort()),
          DATABASE_URL: viaProxy,
          DATABASE_START_WAIT_S: "1",
          LOG_LEVEL: "silent",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      proc.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise<number | null>((resolve) => proc.once("exit", resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toEqual([
        "The database (DATABASE_URL) did not answer within 1 s; start it, or set DATABASE_START_WAIT_S to wait longer.",
      ]);
    } finally {
      await proxy.restore();
    }
  }, 60_000);
});
