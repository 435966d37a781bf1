import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../server/accounts/account-store";
import { openDb } from "../server/db/client";
import { migrate } from "../server/db/migrate";

const TSX = path.resolve("node_modules/.bin/tsx");

function workspacePlan(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const { DATABASE_URL: _d, ...base } = process.env;
    const child = spawn(TSX, ["scripts/workspace-plan.ts", ...args], { env: { ...base, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => {
      stdout += c;
    });
    child.stderr.on("data", (c) => {
      stderr += c;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run workspace-plan", { timeout: 120_000 }, () => {
  let dataDir: string;
  let tenantId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "workspace-plan-cli-"));
    const db = await openDb({ dataDir });
    await migrate(db);
    ({ tenantId } = await db.tx((q) =>
      createAccount(q, {
        email: "asha.rao@example.in",
        firstName: "Asha",
        lastName: "Rao",
        company: "Rao Steel",
        passwordHash: "none",
      }),
    ));
    await db.close();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("moves a workspace to a plan and says what it allows; refuses a wrong plan or tenant, changing nothing", async () => {
    const usage = await workspacePlan([tenantId], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run workspace-plan");
    const wrong = await workspacePlan([tenantId, "platinum"], { DATA_DIR: dataDir });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('"platinum" is not a plan');
    const unknown = await workspacePlan(["01JC0000000000000000000000", "green-edge"], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("nothing was changed");

    const moved = await workspacePlan([tenantId, "green-edge"], { DATA_DIR: dataDir });
    expect(moved.stderr).toBe("");
    expect(moved.stdout).toBe("Rao Steel is on Green Edge: up to 50 members; it has 1.\n");
    const db = await openDb({ dataDir });
    try {
      const [row] = await db.query<{ plan: string }>("SELECT plan FROM api_tenant WHERE id = $1", [tenantId]);
      expect(row?.plan).toBe("green-edge");
    } finally {
      await db.close();
    }
  });
});
