/**
 * Telling "the database cannot be reached" apart from every other database error: the first is routine
 * in production (a restart, a failover, a network blip), is answered with a 503 and retried; the others
 * are bugs or bad data.
 */

/** A statement failed because the connection to the database failed, not because of the statement. */
export class DatabaseUnavailableError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly statement: string,
    cause: unknown,
  ) {
    const code = (cause as { code?: unknown }).code;
    super(`database unavailable during ${statement}`, { cause });
    this.code = typeof code === "string" ? code : undefined;
  }
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: administrator or crash shutdown,
 * "cannot connect now" (starting up, shutting down, in recovery), too many connections.
 */
const SERVER_GONE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** pg reports a cut connection, a closed client or a connect timeout by message only. */
const CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)|is not queryable/;

export function isConnectionFailure(err: unknown): boolean {
  if (err === null || typeof err !== "object") return false;
  if (err instanceof DatabaseUnavailableError) return true;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (err instanceof AggregateError) return err.errors.some(isConnectionFailure);
  return typeof message === "string" && CONNECTION_MESSAGES.test(message);
}
