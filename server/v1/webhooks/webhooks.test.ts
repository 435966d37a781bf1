import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  ApiClient as Client,
  newFacility,
  newSandboxTenant,
  type SandboxCredentials,
} from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { DEFAULT_WEBHOOK_SETTINGS } from "../../config";
import { signWebhook, verifyWebhook } from "./signing";
import { addressProblem, checkTarget, TargetRefused, urlProblem } from "./targets";

describe("Standard Webhooks signatures", () => {
  it("matches the specification's test vector", () => {
    // From the standard-webhooks reference libraries' tests.
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const body = '{"test": 2432232314}';
    const sig = signWebhook(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body);
    expect(sig).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
    const headers = { id: "msg_p5jXN8AQM9LWM0D4loKWxJek", timestamp: "1614265330", signature: `v1,bad ${sig}` };
    expect(verifyWebhook(secret, headers, body, 1614265330 + 60)).toBe(true);
    expect(verifyWebhook(secret, headers, `${body} `, 1614265330)).toBe(false);
    expect(verifyWebhook(secret, headers, body, 1614265330 + 3600)).toBe(false);
  });

  it("is an HMAC-SHA256 keyed with the decoded secret", () => {
    const key = Buffer.from("0123456789abcdef0123456789abcdef");
    const expected = createHmac("sha256", key).update("id1.1700000000.{}").digest("base64");
    expect(signWebhook(`whsec_${key.toString("base64")}`, "id1", 1700000000, "{}")).toBe(`v1,${expected}`);
  });
});

describe("webhook targets", () => {
  it("refuses http, and private, loopback, link-local, shared and mapped addresses", () => {
    expect(urlProblem("http://hooks.example.com/x", false)).toMatch(/https/);
    expect(urlProblem("https://hooks.example.com/x", false)).toBeNull();
    expect(urlProblem("https://user:pw@hooks.example.com/x", false)).toMatch(/password/);
    for (const ip of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0"])
      expect(addressProblem(ip, false), ip).not.toBeNull();
    for (const ip of ["::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:a9fe:a9fe", "::ffff:10.0.0.1"])
      expect(addressProblem(ip, false), ip).not.toBeNull();
    expect(addressProblem("93.184.216.34", false)).toBeNull();
    expect(addressProblem("2606:2800:220:1::1", false)).toBeNull();
    // The allowance lets loopback through, nothing else.
    expect(addressProblem("127.0.0.1", true)).toBeNull();
    expect(addressProblem("10.1.2.3", true)).not.toBeNull();
    expect(urlProblem("http://127.0.0.1:8080/x", true)).toBeNull();
  });

  it("refuses a name that resolves to a private address", async () => {
    const lookup = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    await expect(checkTarget("https://hooks.example.com/x", false, lookup)).rejects.toThrow(TargetRefused);
    const ok = await checkTarget("https://hooks.example.com/x", false, async () => [
      { address: "93.184.216.34", family: 4 },
    ]);
    expect(ok.addresses).toHaveLength(1);
  });
});

type Received = { headers: IncomingHttpHeaders; body: string };

describe.each(engines)("webhooks on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  let answers: number[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        const status = answers.shift() ?? 200;
        res.writeHead(status).end(status === 200 ? "ok" : "nope");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    server = await startTestServer(
      engine,
      {
        webhooks: {
          ...DEFAULT_WEBHOOK_SETTINGS,
          allowInsecureTargets: true,
          retryDelaysMs: [20, 20],
          disableAfterFailures: 4,
          pollMs: 20,
        },
      },
      { leads: { outbox: { autoStart: false } } },
    );
    api = new Client(server.url, `${server.app.config.publicBaseUrl}/v1`);
    a = await newSandboxTenant(api, "Hooks A");
    b = await newSandboxTenant(api, "Hooks B");
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((r) => receiver?.close(r));
  });

  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token = a.token) =>
    api.call<T>(method, `/v1${path}`, { token, body });
  type Delivery = {
    id: string;
    status: string;
    response_status: number | null;
    payload: { data: Record<string, unknown> };
  };
  async function until<T>(f: () => Promise<T | undefined>, ms = 5000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const v = await f();
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const deliveries = async (query: string) =>
    (await call<{ data: Delivery[] }>("GET", `/webhooks/deliveries?${query}`)).body.data;

  let endpoint: { id: string; secret: string };

  it("refuses http without the allowance, and private or link-local addresses with it", async () => {
    server.app.config.webhooks.allowInsecureTargets = false;
    try {
      for (const url of [receiverUrl, "https://127.0.0.1/hook", "https://localhost/hook"]) {
        const res = await call<{ errors: { field: string }[] }>("POST", "/webhooks/endpoints", {
          url,
          event_types: ["upload.committed"],
        });
        expect(res.status, url).toBe(422);
        expect(res.body.errors[0]!.field).toBe("url");
      }
    } finally {
      server.app.config.webhooks.allowInsecureTargets = true;
    }
    for (const url of ["http://10.0.0.1/hook", "https://169.254.169.254/latest", "http://[::ffff:192.168.0.1]/x"]) {
      const res = await call("POST", "/webhooks/endpoints", { url, event_types: ["upload.committed"] });
      expect(res.status, url).toBe(422);
    }
  });

  it("registers an endpoint, answering its secret once", async () => {
    const res = await call<{ id: string; secret: string }>("POST", "/webhooks/endpoints", {
      url: receiverUrl,
      event_types: ["upload.committed", "upload.withdrawn"],
    });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_/);
    endpoint = res.body;
    const read = await call("GET", `/webhooks/endpoints/${endpoint.id}`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty("secret");
  });

  it("delivers a committed upload, signed", async () => {
    const facility = await newFacility(api, a.token, "Hook Plant");
    const res = await call<{ summary: { upload_id: string } }>("POST", "/activity-records", {
      records: [
        {
          facility_id: facility,
          activity: "diesel",
          quantity: 100,
          unit: "L",
          period_start: "2025-04-01",
          period_end: "2025-04-30",
        },
      ],
    });
    expect(res.status).toBe(201);
    const uploadId = res.body.summary.upload_id;
    const got = await until(async () => received.find((r) => r.body.includes(uploadId)));
    const h = got.headers;
    const ok = verifyWebhook(
      endpoint.secret,
      {
        id: String(h["webhook-id"]),
        timestamp: String(h["webhook-timestamp"]),
        signature: String(h["webhook-signature"]),
      },
      got.body,
      Math.floor(Date.now() / 1000),
    );
    expect(ok).toBe(true);
    expect(h["content-type"]).toBe("application/json");
    expect(JSON.parse(got.body)).toMatchObject({
      type: "upload.committed",
      data: { upload_id: uploadId, record_type: "activity", records: 1 },
    });
    const [delivery] = await until(async () => {
      const list = await deliveries(`endpoint_id=${endpoint.id}&status=delivered`);
      return list.length > 0 ? list : undefined;
    });
    expect(delivery!.response_status).toBe(200);
    expect(delivery!.id).toBe(h["webhook-id"]);
  });

  it("retries a 500 and then delivers; a replay sends the same payload again", async () => {
    const uploads = await call<{ data: { id: string }[] }>("GET", "/activity-records/uploads");
    const demo = uploads.body.data[0]!.id;
    answers = [500];
    const before = received.length;
    expect((await call("POST", `/activity-records/uploads/${demo}/withdraw`)).status).toBe(200);
    const delivered = await until(async () => {
      const list = await deliveries("event_type=upload.withdrawn");
      return list[0]?.status === "delivered" ? list[0] : undefined;
    });
    expect(received.length - before).toBe(2);
    expect(delivered.payload.data.upload_id).toBe(demo);
    const replay = await call<{ id: string; replay_of: string }>("POST", `/webhooks/deliveries/${delivered.id}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.body.replay_of).toBe(delivered.id);
    const again = await until(async () => received.find((r) => r.headers["webhook-id"] === replay.body.id));
    expect(JSON.parse(again.body).data).toEqual(delivered.payload.data);
  });

  it("sends a test ping", async () => {
    const res = await call<{ id: string }>("POST", `/webhooks/endpoints/${endpoint.id}/test`);
    expect(res.status).toBe(202);
    const got = await until(async () => received.find((r) => r.headers["webhook-id"] === res.body.id));
    expect(JSON.parse(got.body).type).toBe("webhook.test");
  });

  it("disables an endpoint that keeps failing and emails the admins", async () => {
    const account = "01JC0000000000000000000AAA";
    await server.testDb.db.query(
      `INSERT INTO account (id, email, first_name, last_name, company, password_hash, email_verified_at, tenant_id,
                            user_id, created_at)
       VALUES ($1, 'admin.hooks@example.com', 'A', 'B', 'C', 'none', now(), $2, $3, now())`,
      [account, a.tenantId, "01JC0000000000000000000BBB"],
    );
    await server.testDb.db.query(
      "INSERT INTO api_user (id, tenant_id, email, roles, created_at) VALUES ($1, $2, 'admin.hooks@example.com', ARRAY['owner'], now())",
      ["01JC0000000000000000000BBB", a.tenantId],
    );
    await server.testDb.db.query(
      "INSERT INTO account_workspace (account_id, tenant_id, user_id, kind, created_at) VALUES ($1, $2, $3, 'own', now())",
      [account, a.tenantId, "01JC0000000000000000000BBB"],
    );
    answers = Array(20).fill(503);
    const facility = await newFacility(api, a.token, "Failing Plant");
    for (const month of ["05", "06"]) {
      const res = await call("POST", "/activity-records", {
        records: [
          {
            facility_id: facility,
            activity: "diesel",
            quantity: 7,
            unit: "L",
            period_start: `2025-${month}-01`,
            period_end: `2025-${month}-28`,
          },
        ],
      });
      expect(res.status).toBe(201);
    }
    const disabled = await until(async () => {
      const e = await call<{ enabled: boolean; disabled_reason: string | null }>(
        "GET",
        `/webhooks/endpoints/${endpoint.id}`,
      );
      return e.body.enabled ? undefined : e.body;
    });
    expect(disabled.disabled_reason).toBeTruthy();
    const mail = await server.testDb.db.query<{ recipient: string; subject: string }>(
      "SELECT recipient, subject FROM mail_outbox WHERE recipient = 'admin.hooks@example.com'",
    );
    expect(mail).toHaveLength(1);
    answers = [];
    const enabled = await call<{ enabled: boolean; consecutive_failures: number }>(
      "PATCH",
      `/webhooks/endpoints/${endpoint.id}`,
      { enabled: true },
    );
    expect(enabled.body).toMatchObject({ enabled: true, consecutive_failures: 0 });
  });

  it("shows another tenant none, and refuses a token without admin:tenant", async () => {
    expect((await call("GET", `/webhooks/endpoints/${endpoint.id}`, undefined, b.token)).status).toBe(404);
    const list = await call<{ data: unknown[] }>("GET", "/webhooks/deliveries", undefined, b.token);
    expect(list.body.data).toEqual([]);
    const reader = await api.token(a.clientId, a.secret, "read:activity");
    expect((await call("GET", "/webhooks/endpoints", undefined, reader)).status).toBe(403);
  });
});
