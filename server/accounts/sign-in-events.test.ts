import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS, type ConsoleToken } from "../../contracts/account";
import { AccountClient, signedInPerson } from "../../tests/support/account-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";

const PASSWORD = "amber-Kettle-93";
let counter = 0;
const newEmail = () => `audit${Date.now()}${counter++}@example.in`;

type Events = { data: { actor_type: string; actor_id: string; type: string; data: Record<string, unknown> }[] };

describe.each(engines)("sign-ins in the audit trail on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { accountAddressLimits: false },
      { leads: { outbox: { autoStart: false } } },
    );
  }, 120_000);
  afterAll(() => server.close());

  it("records each sign-in in the account's workspace, as the account's, without its email", async () => {
    const email = newEmail();
    const { c, tenantId } = await signedInPerson(server, email, PASSWORD);
    // A second sign-in, from another browser.
    const other = new AccountClient(server.url);
    expect((await other.post(AUTH_PATHS.signIn, { email, password: PASSWORD })).status).toBe(200);
    const token = (await c.post<ConsoleToken>(AUTH_PATHS.consoleToken)).body.accessToken;
    const res = await fetch(`${server.url}/v1/audit-events?filter=${encodeURIComponent("type==signIn")}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const events = ((await res.json()) as Events).data;
    expect(events).toHaveLength(2);
    const [account] = await server.testDb.db.query<{ id: string }>("SELECT id FROM account WHERE tenant_id = $1", [
      tenantId,
    ]);
    for (const e of events) {
      expect(e).toMatchObject({ actor_type: "account", actor_id: account!.id, type: "signIn" });
      expect(e.data).toMatchObject({ path: AUTH_PATHS.signIn, second_factor: false });
      expect(JSON.stringify(e)).not.toContain(email);
    }
    // A wrong password signs no one in and records nothing.
    expect((await other.post(AUTH_PATHS.signIn, { email, password: "wrong-Password-1" })).status).toBe(401);
    const again = await fetch(`${server.url}/v1/audit-events?filter=${encodeURIComponent("type==signIn")}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await again.json()) as Events).data).toHaveLength(2);
  });
});
