/**
 * `npm run workspace-plan -- <tenant id> <eco-start|green-edge|carbon-pro>`: moves a company's workspace to a plan,
 * which sets how many members it may have (contracts/plans.ts). For the team, once a customer's plan changes. Opens
 * the database itself: DATABASE_URL, or the embedded folder when no server holds it (stop the server first).
 */

import { PLAN_IDS, PLAN_MEMBER_LIMITS, PLAN_NAMES, type PlanId } from "../contracts/plans";
import { ConfigError, loadConfig } from "../server/config";
import { dataDirHolder, openDb } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { setWorkspacePlan } from "../server/v1/tenancy/members-store";

const USAGE = `Usage: npm run workspace-plan -- <tenant id> <${PLAN_IDS.join("|")}>

  tenant id   the workspace's tenant (its owner's account page shows it)
  plan        ${PLAN_IDS.map((p) => `${p} (${PLAN_NAMES[p]}: ${PLAN_MEMBER_LIMITS[p] ?? "no"} member limit)`).join(", ")}`;

async function main() {
  const [tenantId, plan, ...rest] = process.argv.slice(2);
  if (!tenantId || !plan || rest.length > 0 || !/^[0-9A-HJKMNP-TV-Z]{26}$/i.test(tenantId)) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  if (!PLAN_IDS.includes(plan as PlanId)) {
    process.stderr.write(`"${plan}" is not a plan: use ${PLAN_IDS.join(", ")}.\n\n${USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl && dataDirHolder(config.dataDir)) {
    throw new Error(`A running server holds the database in ${config.dataDir}: stop it, then run this again.`);
  }
  const db = await openDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await migrate(db);
    const moved = await setWorkspacePlan(db, tenantId.toUpperCase(), plan as PlanId);
    if (!moved) throw new Error(`No workspace has the tenant id ${tenantId}: nothing was changed.`);
    const limit = PLAN_MEMBER_LIMITS[plan as PlanId];
    process.stdout.write(
      `${moved.name} is on ${PLAN_NAMES[plan as PlanId]}: ${limit === null ? "no member limit" : `up to ${limit} members`}; it has ${moved.members}.\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
