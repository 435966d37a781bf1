import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../server/accounts/account-store";
import { openDb } from "../server/db/client";
import { seededServerDatabase } from "../tests/support/db";
import { runScript } from "../tests/support/run-script";

const workspacePlan = (args: string[], env: Record<string, string>) => runScript("workspace-plan", args, env);

describe("npm run workspace-plan", { timeout: 120_000 }, () => {
  let dataDir: string;
  let tenantId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "workspace-plan-cli-"));
    await seededServerDatabase("pglite", dataDir);
    const db = await openDb({ dataDir });
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
