import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import { type Db, openDb } from "../server/db/client";
import { storeSubmission } from "../server/forms/submission-store";
import { createSeededTestDb, seededServerDatabase } from "../tests/support/db";
import { validFormData } from "../tests/support/form-fixtures";
import { runScript } from "../tests/support/run-script";

const ADMIN_TOKEN = "admin-token-for-tests-0123456789";
const mail = { leadsTo: "sales@example.com", mailFrom: "CarbonTracker <no-reply@carbontracker.co.in>" };

const leads = (args: string[], env: Record<string, string>) => runScript("leads", args, env);

async function seed(db: Db) {
  await storeSubmission(
    db,
    { formType: "Demo Request", data: validFormData["Demo Request"], submittedAt: new Date() },
    mail,
  );
  await storeSubmission(
    db,
    {
      formType: "Contact Form",
      data: { ...validFormData["Contact Form"], message: "@SUM(A1:A9) please" },
      submittedAt: new Date(),
    },
    mail,
  );
}

describe("npm run leads", { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
    await seededServerDatabase("pglite", dataDir);
    const db = await openDb({ dataDir });
    await seed(db);
    await db.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("explains its usage and exits 2 on bad arguments", async () => {
    for (const args of [
      [],
      ["dance"],
      ["export", "--format", "xml"],
      ["list", "--since", "soon"],
      ["export", "--bogus"],
    ]) {
      const r = await leads(args, { DATA_DIR: dataDir });
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toContain("Usage: npm run leads");
    }
  });

  it("reads the embedded database directly when no server holds it", async () => {
    const list = await leads(["list"], { DATA_DIR: dataDir });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/Received \(UTC\)\s+Form\s+From/);
    expect(list.stdout).toContain("Asha Verma");
    expect(list.stdout).toContain("2 submissions");

    const csv = await leads(["export", "--format", "csv", "--type", "Contact Form"], { DATA_DIR: dataDir });
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'@SUM(A1:A9) please");

    const json = await leads(["export", "--format", "json", "--since", "2999-01-01"], { DATA_DIR: dataDir });
    expect(JSON.parse(json.stdout)).toEqual([]);
  });

  it("asks the running server that holds the embedded database", async () => {
    const app = await buildServer(testConfig({ dataDir, adminToken: ADMIN_TOKEN }), {
      leads: { outbox: { autoStart: false } },
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const port = new URL(address).port;
      const noToken = await leads(["list"], { DATA_DIR: dataDir, PORT: port });
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toContain("ADMIN_TOKEN");

      const json = await leads(["export", "--format", "json", "--type", "Demo Request"], {
        DATA_DIR: dataDir,
        PORT: port,
        ADMIN_TOKEN,
      });
      expect(json.code).toBe(0);
      const rows = JSON.parse(json.stdout) as { formType: string; data: { company: string } }[];
      expect(rows.map((r) => [r.formType, r.data.company])).toEqual([["Demo Request", "Verma Steel"]]);
    } finally {
      await app.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)("reads PostgreSQL from DATABASE_URL", async () => {
    const testDb = await createSeededTestDb("postgres");
    try {
      await seed(testDb.db);
      const r = await leads(["export", "--format", "json"], { DATABASE_URL: testDb.url!, PORT: "1" });
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as unknown[]).length).toBe(2);
    } finally {
      await testDb.drop();
    }
  });
});
