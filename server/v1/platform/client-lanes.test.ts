import { EventEmitter } from "node:events";
import type { FastifyReply } from "fastify";
import { describe, expect, it } from "vitest";
import { CONCURRENT_REQUESTS_PER_CLIENT, clientLanes } from "./client-lanes";

/** The part of a reply the lanes watch: its response, which ends with finish or close. */
function reply() {
  const raw = Object.assign(new EventEmitter(), { writableEnded: false, destroyed: false });
  return {
    reply: { raw } as unknown as FastifyReply,
    finish() {
      raw.writableEnded = true;
      raw.emit("finish");
      raw.emit("close");
    },
    drop() {
      raw.destroyed = true;
      raw.emit("close");
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("client lanes", () => {
  it("handles a few requests of one client at a time, in order, and others' at once", async () => {
    const enter = clientLanes();
    const first = Array.from({ length: CONCURRENT_REQUESTS_PER_CLIENT }, reply);
    for (const r of first) expect(await enter("a", r.reply)).toBe(true);
    const order: string[] = [];
    const next = [reply(), reply()];
    next.forEach((r, i) => void enter("a", r.reply).then(() => order.push(`a${i}`)));
    expect(await enter("b", reply().reply)).toBe(true);
    await tick();
    expect(order).toEqual([]);
    first[0]!.finish();
    await tick();
    expect(order).toEqual(["a0"]);
    first[1]!.drop();
    await tick();
    expect(order).toEqual(["a0", "a1"]);
  });

  it("passes on the turn of a waiting request whose connection closed while it waited", async () => {
    const enter = clientLanes();
    const running = Array.from({ length: CONCURRENT_REQUESTS_PER_CLIENT }, reply);
    for (const r of running) await enter("a", r.reply);
    const gone = reply();
    const waited = enter("a", gone.reply);
    gone.drop();
    running[0]!.finish();
    expect(await waited).toBe(true);
    await tick();
    let admitted = false;
    void enter("a", reply().reply).then(() => {
      admitted = true;
    });
    await tick();
    expect(admitted).toBe(true);
  });
});
