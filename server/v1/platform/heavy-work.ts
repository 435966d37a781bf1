import os from "node:os";
import { HttpProblem } from "../../http/problem";

/**
 * Operations whose work grows with what a tenant holds (recalculating every record, a batch of 10,000, a forecast
 * over every facility) take turns, so one tenant's heavy work never starves other clients:
 * - a tenant runs one at a time: a second while one is running is refused with 429 and Retry-After;
 * - the server runs `slots` at a time across tenants; the others wait their turn, in order, up to `maxWaitMs`, then
 *   are refused with 429 and Retry-After.
 * The work itself yields to the event loop between slices (`inSlices`), so requests that need no heavy work are
 * answered meanwhile. Counted per server process, as the database connections are.
 */
export type HeavyWork = {
  run<T>(tenantId: string, work: () => Promise<T>): Promise<T>;
  /** Heavy operations running or waiting now, for tests and benchmarks. */
  inFlight(): number;
};

/** One core is kept for everything else; heavy work waits its turn for up to 10 s. */
export const HEAVY_WORK_SLOTS = { slots: Math.max(1, os.availableParallelism() - 1), maxWaitMs: 10_000 };

export function heavyWork({ slots, maxWaitMs }: { slots: number; maxWaitMs: number }): HeavyWork {
  const tenants = new Set<string>();
  const queue: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };

  async function acquire(): Promise<void> {
    if (running < slots) {
      running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(turn), 1);
        reject(busy("The server is busy with other heavy work", Math.ceil(maxWaitMs / 1000)));
      }, maxWaitMs);
      queue.push(turn);
    });
  }

  return {
    async run(tenantId, work) {
      if (tenants.has(tenantId)) {
        throw busy("This tenant already has a recalculation, batch upload or forecast running", 2);
      }
      tenants.add(tenantId);
      try {
        await acquire();
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        tenants.delete(tenantId);
      }
    },
    inFlight: () => tenants.size,
  };
}

function busy(what: string, retryAfterSeconds: number) {
  return new HttpProblem(
    "rate-limited",
    `${what}: wait for it to finish and send this request again in a few seconds.`,
    [],
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/** Hands the event loop back: pending requests are served before the work goes on. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long a slice of heavy work may hold the event loop before it yields. */
const SLICE_MS = 10;

/**
 * Calls `each` on every item in order, yielding to the event loop every SLICE_MS of work, so a long loop over a
 * tenant's records answers other requests as it goes.
 */
export async function inSlices<T>(items: Iterable<T>, each: (item: T, index: number) => void): Promise<void> {
  let sliceStart = performance.now();
  let index = 0;
  for (const item of items) {
    each(item, index++);
    if ((index & 63) === 0 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}

/** Batches of more records than this are heavy work; smaller ones are not. */
export const HEAVY_BATCH_SIZE = 1000;

/** A batch of more than `over` items in the body's `field` list is heavy work; smaller ones are not. */
export const largeBatch =
  (field: string, over = HEAVY_BATCH_SIZE) =>
  (rawBody: unknown): boolean => {
    const list = rawBody && typeof rawBody === "object" ? (rawBody as Record<string, unknown>)[field] : undefined;
    return Array.isArray(list) && list.length > over;
  };
