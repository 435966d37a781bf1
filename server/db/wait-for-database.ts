import type { Queryable } from "./client";
import { isConnectionFailure } from "./unavailable";

/** The database did not answer within the start-up wait. */
export class DatabaseNotAnsweringError extends Error {}

/**
 * Waits, at start, for a database that cannot be reached yet (it is starting, or restarting with the server),
 * retrying with backoff for up to `waitMs`; says once that it is waiting. Any other error is thrown at once.
 */
export async function untilDatabaseAnswers(
  db: Queryable,
  waitMs: number,
  onWaiting: (message: string) => void,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  let told = false;
  for (let delay = 250; ; delay = Math.min(delay * 2, 4000)) {
    try {
      await db.query("SELECT 1");
      return;
    } catch (err) {
      if (!isConnectionFailure(err)) throw err;
      if (Date.now() + delay > deadline) {
        throw new DatabaseNotAnsweringError(
          `The database (DATABASE_URL) did not answer within ${Math.round(waitMs / 1000)} s; start it, or set DATABASE_START_WAIT_S to wait longer.`,
          { cause: err },
        );
      }
      if (!told) {
        onWaiting(`The database is not answering yet; waiting up to ${Math.round(waitMs / 1000)} s for it.`);
        told = true;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
