import { buildServer } from "./app";
import { type Config, ConfigError } from "./config";

/**
 * Starts the server with the configuration `configure` reads (a wrong setting is one line on stderr and exit 1),
 * listens, and on SIGTERM or SIGINT finishes in-flight requests before it exits.
 */
export function serve(configure: () => Config) {
  start(configure).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

async function start(configure: () => Config) {
  let config: Config;
  try {
    config = configure();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildServer(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
}
