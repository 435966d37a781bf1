import type { FastifyReply } from "fastify";

/** Requests of one budget holder handled at once; the others wait their turn. */
export const CONCURRENT_REQUESTS_PER_CLIENT = 4;

/** Requests of one holder waiting for a turn; past it, the request is refused at once. */
const MAX_WAITING_PER_CLIENT = 256;

/**
 * One lane per budget holder: at most CONCURRENT_REQUESTS_PER_CLIENT of its requests are handled at a time, in the
 * order they came. A client sending from many connections at once then takes a few of the server's database
 * connections and turns, never all of them, so a burst it is entitled to by its budget does not queue the other
 * clients' requests behind its own. Returns false when the holder already has too many requests waiting.
 */
export function clientLanes() {
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();

  function release(holder: string) {
    const next = waiting.get(holder)?.shift();
    if (next) {
      next();
      return;
    }
    waiting.delete(holder);
    const n = (running.get(holder) ?? 1) - 1;
    if (n > 0) running.set(holder, n);
    else running.delete(holder);
  }

  return async function enter(holder: string, reply: FastifyReply): Promise<boolean> {
    const n = running.get(holder) ?? 0;
    if (n < CONCURRENT_REQUESTS_PER_CLIENT) {
      running.set(holder, n + 1);
    } else {
      const queue = waiting.get(holder) ?? [];
      if (queue.length >= MAX_WAITING_PER_CLIENT) return false;
      waiting.set(holder, queue);
      // The turn passes from a finished request to this one: the running count stays as it is.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      release(holder);
    };
    // The response is sent, or the connection is gone: either way the turn is over.
    if (reply.raw.writableEnded || reply.raw.destroyed) {
      leave();
    } else {
      reply.raw.once("finish", leave);
      reply.raw.once("close", leave);
    }
    return true;
  };
}
