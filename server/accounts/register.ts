import type { FastifyInstance } from "fastify";
import { DatabaseUnavailableError } from "../db/unavailable";
import { consoleTokenRoutes } from "./console-token";
import type { AccountsContext } from "./context";
import { entryRoutes } from "./entry-routes";
import { invitationRoutes } from "./invitation-routes";
import { sessionRoutes } from "./session-routes";
import { pruneAccountRows } from "./sessions";
import { workspaceRoutes } from "./workspace-routes";

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Site accounts under /auth: sign-up, sign-in and sessions, links sent by email, TOTP, deletion, the account's
 * workspaces and console tokens for them.
 */
export async function registerAccounts(app: FastifyInstance, ctx: AccountsContext) {
  await entryRoutes(app, ctx);
  await sessionRoutes(app, ctx);
  await consoleTokenRoutes(app);
  await workspaceRoutes(app);
  await invitationRoutes(app, ctx);
  const timer = setInterval(() => {
    pruneAccountRows(app.db).catch((err) => {
      if (err instanceof DatabaseUnavailableError) app.log.warn("account cleanup skipped: the database is unreachable");
      else app.log.error({ err }, "account cleanup failed");
    });
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
