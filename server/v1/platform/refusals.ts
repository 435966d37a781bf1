/**
 * How long a request sent again before its Retry-After is held before it is refused: at least this, and up to twice
 * it, at random, so that many held connections are not answered, and do not send again, all in the same moment.
 */
export const REPEAT_REFUSAL_DELAY_MS = 1000;

/** Refusals remembered at once; past it, expired entries go first, then all. */
const REMEMBERED = 10_000;

/** Repeat refusals held at once, across all holders; past it they are answered at once (memory stays bounded). */
const MAX_HELD = 2_000;

let held = 0;

/**
 * Remembers which budget holders were refused and until when, so their next requests are refused without asking
 * the database. A holder that sends again before its Retry-After is answered only after REPEAT_REFUSAL_DELAY_MS (to
 * twice it): a client that ignores 429s and sends in a loop then makes under one request per connection per second, instead of as
 * many as the server can answer, and cannot take the server's time from the clients that keep to their limits.
 * A client that waits as Retry-After says is never held.
 */
export function refusalMemory() {
  const refusedUntil = new Map<string, number>();

  return {
    remember(holder: string, msUntilNext: number) {
      if (refusedUntil.size >= REMEMBERED) {
        const now = Date.now();
        for (const [key, until] of refusedUntil) if (until <= now) refusedUntil.delete(key);
        if (refusedUntil.size >= REMEMBERED) refusedUntil.clear();
      }
      refusedUntil.set(holder, Date.now() + msUntilNext);
    },

    /**
     * For a holder still refused: waits out the repeat delay, then returns the seconds to put in Retry-After.
     * Undefined when the holder is not refused (and forgets an expired refusal).
     */
    async repeatRefusal(holder: string): Promise<number | undefined> {
      const until = refusedUntil.get(holder);
      if (until === undefined) return undefined;
      if (until <= Date.now()) {
        refusedUntil.delete(holder);
        return undefined;
      }
      if (held < MAX_HELD) {
        held++;
        try {
          const delay = REPEAT_REFUSAL_DELAY_MS * (1 + Math.random());
          await new Promise((resolve) => setTimeout(resolve, delay));
        } finally {
          held--;
        }
      }
      return Math.max(1, Math.ceil((until - Date.now()) / 1000));
    },
  };
}

export type RefusalMemory = ReturnType<typeof refusalMemory>;
