import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../tests/support/server";

const HEADERS_MS = 1000;
const REQUEST_MS = 2000;
const KEEP_ALIVE_MS = 1000;
/** The server checks its connections' timers every second. */
const CHECK_MS = 1000;
const MARGIN_MS = 1500;

type Watched = { socket: net.Socket; received: string; closedAfter: Promise<number> };

function connect(port: number): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const start = Date.now();
    const watched: Watched = {
      socket,
      received: "",
      closedAfter: new Promise((done) => socket.on("close", () => done(Date.now() - start))),
    };
    socket.on("data", (chunk) => {
      watched.received += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    socket.once("connect", () => resolve(watched));
    socket.once("error", reject);
  });
}

/** Writes one piece every interval until the socket closes. */
function trickle(w: Watched, pieces: () => string, everyMs: number) {
  const timer = setInterval(() => {
    if (!w.socket.destroyed) w.socket.write(pieces());
  }, everyMs);
  void w.closedAfter.then(() => clearInterval(timer));
}

describe("slow and stuck clients", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer("pglite", {
      headersTimeoutMs: HEADERS_MS,
      requestTimeoutMs: REQUEST_MS,
      keepAliveTimeoutMs: KEEP_ALIVE_MS,
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server.close());

  it("cuts off a client that trickles its headers, answering 408", async () => {
    const w = await connect(port);
    w.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n");
    trickle(w, () => "X-Slow: 1\r\n", 200);
    expect(await w.closedAfter).toBeLessThan(HEADERS_MS + CHECK_MS + MARGIN_MS);
    expect(w.received).toMatch(/^HTTP\/1.1 408 /);
  });

  it("cuts off a client that trickles its body", async () => {
    const w = await connect(port);
    w.socket.write(
      "POST /forms/submissions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
    );
    trickle(w, () => " ", 200);
    expect(await w.closedAfter).toBeLessThan(REQUEST_MS + CHECK_MS + MARGIN_MS);
  });

  it("closes hundreds of silent connections while serving everyone else", async () => {
    const idle = await Promise.all(Array.from({ length: 300 }, () => connect(port)));
    const started = Date.now();
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const closed = await Promise.all(idle.map((w) => w.closedAfter));
    expect(Math.max(...closed)).toBeLessThan(HEADERS_MS + CHECK_MS + MARGIN_MS);
  });

  it("closes a kept-alive connection that stays idle", async () => {
    const w = await connect(port);
    w.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const closedAfter = await w.closedAfter;
    expect(w.received).toMatch(/^HTTP\/1.1 200 /);
    expect(closedAfter).toBeLessThan(KEEP_ALIVE_MS + MARGIN_MS);
  });
});
