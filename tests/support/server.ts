import type { FastifyInstance } from "fastify";
import { buildServer, type ServerDeps } from "../../server/app";
import { type Config, testConfig } from "../../server/config";
import { createSeededTestDb, createTestDb, type Engine, type TestDb } from "./db";

export type TestServer = { app: FastifyInstance; url: string; testDb: TestDb; close: () => Promise<void> };

/**
 * A real server on a free loopback port (or `overrides.port`, e.g. one `freePort()` found so that
 * `publicBaseUrl` can name it) over a fresh database of the given engine.
 */
export async function startTestServer(
  engine: Engine,
  overrides: Partial<Config> = {},
  deps: Omit<ServerDeps, "db"> = {},
): Promise<TestServer> {
  // A server holding fewer releases than all (CATALOGUE_THROUGH) takes in only those: it starts from empty.
  const testDb =
    overrides.catalogueThrough === undefined
      ? await createSeededTestDb(engine)
      : await createTestDb(engine, { migrate: false });
  const config = testConfig(overrides);
  const app = await buildServer(config, { ...deps, db: testDb.db });
  const address = await app.listen({ port: config.port, host: "127.0.0.1" });
  return {
    app,
    url: address,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
