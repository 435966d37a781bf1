import type { FastifyInstance } from "fastify";
import { migrationsApplied } from "../db/migrate";
import { DatabaseUnavailableError } from "../db/unavailable";
import { HttpProblem } from "./problem";

/** A readiness check that takes longer than this counts as a database that cannot serve. */
const READINESS_CHECK_MS = 1000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError("SELECT schema_migrations", "check timed out")), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness, for a load balancer or orchestrator:
 * - GET /healthz: the process is alive and answering (touches nothing else; restart it when this fails);
 * - GET /readyz: it can serve now (database reachable, every migration applied, not shutting down);
 *   a 503 problem otherwise, so traffic goes elsewhere until it passes again.
 */
export function registerHealth(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });

  app.get("/healthz", async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
    if (closing) throw new HttpProblem("unavailable", "The server is shutting down.", [], { "Retry-After": "1" });
    if (!(await withinTime(migrationsApplied(app.db), READINESS_CHECK_MS))) {
      throw new HttpProblem("unavailable", "The database lacks migrations this version needs.", [], {
        "Retry-After": "30",
      });
    }
    return { status: "ready" };
  });
}
