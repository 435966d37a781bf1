import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS, type InvitationSummary, type WorkspaceList } from "../../contracts/account";
import { type AccountClient, consoleTokenFor, signedInPerson } from "../../tests/support/account-client";
import { ApiClient, newSandboxTenant } from "../../tests/support/api-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { DEFAULT_WEBHOOK_SETTINGS } from "../config";
import { SESSION_CHECK_CACHE_MS } from "../v1/platform/session-tokens";

const PASSWORD = "tidal-Furnace-42";
let counter = 0;
const newEmail = (who: string) => `${who}${Date.now()}${counter++}@example.in`;

/** A live session's check is remembered for SESSION_CHECK_CACHE_MS: a change to a member applies once it passes. */
const sessionCheckForgets = () => new Promise((r) => setTimeout(r, SESSION_CHECK_CACHE_MS + 200));

type User = { id: string; email: string; roles: string[]; permissions: string[]; status: string };
type Problem = { status: number; detail: string; type: string };

/** The invitation token in the newest invitation email to the address. */
async function invitationToken(server: TestServer, to: string): Promise<string> {
  const [row] = await server.testDb.db.query<{ text_body: string }>(
    "SELECT text_body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 1",
    [to],
  );
  const m = /\/console#invitation=([A-Za-z0-9_-]+)/.exec(row?.text_body ?? "");
  if (!m) throw new Error(`no invitation to ${to}`);
  return m[1]!;
}

describe.each(engines)("members of a workspace on %s", { timeout: 180_000 }, (engine) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      {
        accountAddressLimits: false,
        // Deliveries are queued, not sent: the test reads what was queued.
        webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowInsecureTargets: true, autoStart: false },
      },
      { leads: { outbox: { autoStart: false } } },
    );
    api = new ApiClient(server.url);
  }, 120_000);
  afterAll(() => server.close());

  const person = (who: string) => signedInPerson(server, newEmail(who), PASSWORD, { verified: true });

  async function invite(ownerToken: string, tenantId: string, email: string, roles: string[], extra = {}) {
    return api.call<User & Problem>("POST", `/v1/tenants/${tenantId}/users`, {
      token: ownerToken,
      body: { email, roles, ...extra },
    });
  }

  async function join(c: AccountClient, token: string) {
    return c.post<{ tenantId: string; kind: string } & Problem>(AUTH_PATHS.acceptInvitation, { token });
  }

  /** An owner's workspace with a member who joined with `roles`: their console tokens and the member's user id. */
  async function workspaceWith(roles: string[], extra = {}) {
    const owner = await person("owner");
    const ownerToken = (await consoleTokenFor(owner.c)).accessToken;
    const member = await person(roles[0]!);
    const invited = await invite(ownerToken, owner.tenantId, member.email, roles, extra);
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const joined = await join(member.c, await invitationToken(server, member.email));
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    return { owner, ownerToken, member, userId: invited.body.id };
  }

  it("invites by email; the invitee signs in, sees the offer, joins, and the workspace is theirs to switch to", async () => {
    const owner = await person("owner");
    const ownerToken = (await consoleTokenFor(owner.c)).accessToken;
    const me = await api.call<{ plan: { name: string; member_limit: number } }>("GET", "/v1/tenants/me", {
      token: ownerToken,
    });
    expect(me.body.plan).toMatchObject({ name: "Eco Start", member_limit: 5 });
    const users = await api.call<{ data: User[] }>("GET", `/v1/tenants/${owner.tenantId}/users`, { token: ownerToken });
    expect(users.body.data).toMatchObject([{ email: owner.email, roles: ["owner"], status: "active" }]);

    const preparer = await person("preparer");
    const invited = await invite(ownerToken, owner.tenantId, preparer.email, ["preparer"]);
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ status: "invited", roles: ["preparer"] });
    expect(invited.body.permissions).toContain("calc:emissions");
    expect(invited.body.permissions).not.toContain("review:periods");

    const token = await invitationToken(server, preparer.email);
    const offer = await preparer.c.post<InvitationSummary>(AUTH_PATHS.invitation, { token });
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({ workspace: "Rao Steel", roles: ["preparer"], acceptable: true });

    // Someone else signed in with the link is told whose it is, and cannot join.
    const stranger = await person("stranger");
    const strangerOffer = await stranger.c.post<InvitationSummary>(AUTH_PATHS.invitation, { token });
    expect(strangerOffer.body.acceptable).toBe(false);
    expect(strangerOffer.body.problem).toContain(preparer.email);
    expect((await join(stranger.c, token)).status).toBe(403);

    const joined = await join(preparer.c, token);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ tenantId: owner.tenantId, kind: "member" });
    // The link works once.
    expect((await join(preparer.c, token)).status).toBe(403);
    const list = await preparer.c.get<WorkspaceList>(AUTH_PATHS.workspaces);
    expect(list.body.workspaces.map((w) => w.kind)).toEqual(["own", "member"]);
    const after = await api.call<{ data: User[] }>("GET", `/v1/tenants/${owner.tenantId}/users`, { token: ownerToken });
    expect(after.body.data.find((u) => u.email === preparer.email)?.status).toBe("active");
  });

  it("gives the console's token the scopes of the member's role, and the API enforces them", async () => {
    const { owner, member } = await workspaceWith(["auditor"]);
    const grant = await consoleTokenFor(member.c, owner.tenantId);
    expect(grant.scopes).toEqual(["read:activity", "read:reports", "read:analytics", "read:audit"]);
    const token = grant.accessToken;
    expect((await api.call("GET", "/v1/audit-events", { token })).status).toBe(200);
    const write = await api.call<Problem>("POST", "/v1/orgs", {
      token,
      body: { name: "Audit Org", country: "IN", industry: "manufacturing" },
    });
    expect(write.status).toBe(403);
    expect(write.body.type).toContain("insufficient-scope");
    expect((await api.call("GET", `/v1/tenants/${owner.tenantId}/users`, { token })).status).toBe(403);

    const reviewer = await workspaceWith(["reviewer"]);
    const reviewerGrant = await consoleTokenFor(reviewer.member.c, reviewer.owner.tenantId);
    expect(reviewerGrant.scopes).toContain("review:periods");
    expect(reviewerGrant.scopes).not.toContain("calc:emissions");
  });

  it("a changed role applies to the member's next request; a removed member's token stops", async () => {
    const { owner, ownerToken, member, userId } = await workspaceWith(["preparer"]);
    const token = (await consoleTokenFor(member.c, owner.tenantId)).accessToken;
    const org = { name: "Rao Steel", country: "IN", industry: "manufacturing" };
    expect((await api.call("POST", "/v1/orgs", { token, body: org })).status).toBe(201);

    const changed = await api.call<User>("PATCH", `/v1/tenants/${owner.tenantId}/users/${userId}`, {
      token: ownerToken,
      body: { roles: ["viewer"] },
    });
    expect(changed.status).toBe(200);
    await sessionCheckForgets();
    // The preparer's token no longer matches their role: refused, and a new token carries the viewer's scopes.
    expect((await api.call("POST", "/v1/orgs", { token, body: org })).status).toBe(401);
    const viewerToken = (await consoleTokenFor(member.c, owner.tenantId)).accessToken;
    expect((await api.call("POST", "/v1/orgs", { token: viewerToken, body: org })).status).toBe(403);
    expect((await api.call("GET", "/v1/orgs", { token: viewerToken })).status).toBe(200);

    const removed = await api.call("DELETE", `/v1/tenants/${owner.tenantId}/users/${userId}`, { token: ownerToken });
    expect(removed.status).toBe(200);
    await sessionCheckForgets();
    expect((await api.call("GET", "/v1/orgs", { token: viewerToken })).status).toBe(401);
    expect((await member.c.post(AUTH_PATHS.consoleToken, { workspace: owner.tenantId })).status).toBe(404);
  });

  it("ends an auditor's access on its date", async () => {
    const { owner, ownerToken, member, userId } = await workspaceWith(["auditor"], {
      access_ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const token = (await consoleTokenFor(member.c, owner.tenantId)).accessToken;
    expect((await api.call("GET", "/v1/orgs", { token })).status).toBe(200);
    const ended = await api.call<User>("PATCH", `/v1/tenants/${owner.tenantId}/users/${userId}`, {
      token: ownerToken,
      body: { access_ends_at: new Date(Date.now() - 1000).toISOString() },
    });
    expect(ended.body.status).toBe("access_ended");
    await sessionCheckForgets();
    expect((await api.call("GET", "/v1/orgs", { token })).status).toBe(401);
    const refused = await member.c.post<Problem>(AUTH_PATHS.consoleToken, { workspace: owner.tenantId });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("Your access to this workspace ended");
  });

  it("keeps one owner: not removed, roles not changed; ownership moves only by the owner's transfer", async () => {
    const { owner, ownerToken, member, userId } = await workspaceWith(["admin"]);
    const users = await api.call<{ data: User[] }>("GET", `/v1/tenants/${owner.tenantId}/users`, { token: ownerToken });
    const ownerId = users.body.data.find((u) => u.roles.includes("owner"))!.id;
    const adminToken = (await consoleTokenFor(member.c, owner.tenantId)).accessToken;

    const removeOwner = await api.call<Problem>("DELETE", `/v1/tenants/${owner.tenantId}/users/${ownerId}`, {
      token: adminToken,
    });
    expect(removeOwner.status).toBe(409);
    expect(removeOwner.body.type).toContain("owner-required");
    const demote = await api.call<Problem>("PATCH", `/v1/tenants/${owner.tenantId}/users/${ownerId}`, {
      token: adminToken,
      body: { roles: ["viewer"] },
    });
    expect(demote.status).toBe(409);
    const ownerRole = await invite(ownerToken, owner.tenantId, newEmail("x"), ["owner"]);
    expect(ownerRole.status).toBe(422);
    const ended = await invite(ownerToken, owner.tenantId, newEmail("late"), ["auditor"], {
      access_ends_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(ended.status).toBe(422);
    expect(ended.body.detail).toContain("must end in the future");

    const byAdmin = await api.call<Problem>("POST", `/v1/tenants/${owner.tenantId}/owner`, {
      token: adminToken,
      body: { user_id: userId },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.type).toContain("owner-only");

    // The owner cannot delete their account while others are members of the workspace they own.
    const deletion = await owner.c.post<Problem>(AUTH_PATHS.deleteAccount, { password: PASSWORD });
    expect(deletion.status).toBe(409);
    expect(deletion.body.detail).toContain("Transfer its ownership");

    const transfer = await api.call<User>("POST", `/v1/tenants/${owner.tenantId}/owner`, {
      token: ownerToken,
      body: { user_id: userId },
    });
    expect(transfer.status).toBe(200);
    expect(transfer.body.roles).toEqual(["owner"]);
    const after = await api.call<{ data: User[] }>("GET", `/v1/tenants/${owner.tenantId}/users`, {
      token: (await consoleTokenFor(member.c, owner.tenantId)).accessToken,
    });
    expect(after.body.data.find((u) => u.id === ownerId)?.roles).toEqual(["admin"]);

    // The former owner may now delete their account: the workspace stays with its new owner.
    expect((await owner.c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).status).toBe(204);
    const still = await api.call<{ data: User[] }>("GET", "/v1/orgs", {
      token: (await consoleTokenFor(member.c, owner.tenantId)).accessToken,
    });
    expect(still.status).toBe(200);
  });

  it("tells the workspace's webhooks when a member joins or leaves, and at each step of a year", async () => {
    const owner = await person("owner");
    const ownerToken = (await consoleTokenFor(owner.c)).accessToken;
    const endpoint = await api.call("POST", "/v1/webhooks/endpoints", {
      token: ownerToken,
      body: {
        url: "http://127.0.0.1:9/hook",
        event_types: ["member.added", "member.removed", "period.submitted", "period.signed_off", "period.reopened"],
      },
    });
    expect(endpoint.status).toBe(201);
    const preparer = await person("preparer");
    const invited = await invite(ownerToken, owner.tenantId, preparer.email, ["preparer"]);
    expect((await join(preparer.c, await invitationToken(server, preparer.email))).status).toBe(201);
    const preparerToken = (await consoleTokenFor(preparer.c, owner.tenantId)).accessToken;
    expect((await api.call("POST", "/v1/periods/2025-26/submit", { token: preparerToken })).status).toBe(200);
    // The preparer sent it: they cannot sign it off, the owner can.
    expect((await api.call("POST", "/v1/periods/2025-26/sign-off", { token: preparerToken })).status).toBe(403);
    expect((await api.call("POST", "/v1/periods/2025-26/sign-off", { token: ownerToken })).status).toBe(200);
    const reopened = await api.call("POST", "/v1/periods/2025-26/reopen", {
      token: ownerToken,
      body: { reason: "A late diesel invoice for March" },
    });
    expect(reopened.status).toBe(200);
    expect(
      (await api.call("DELETE", `/v1/tenants/${owner.tenantId}/users/${invited.body.id}`, { token: ownerToken }))
        .status,
    ).toBe(200);
    const deliveries = await api.call<{ data: { event_type: string }[] }>(
      "GET",
      "/v1/webhooks/deliveries?sort=created_at",
      { token: ownerToken },
    );
    expect(deliveries.body.data.map((d) => d.event_type)).toEqual([
      "member.added",
      "period.submitted",
      "period.signed_off",
      "period.reopened",
      "member.removed",
    ]);
    // The trail keeps the reopening's reason and the invited member's role as sent.
    const events = await api.call<{ data: { type: string; data: { sent?: unknown } }[] }>(
      "GET",
      "/v1/audit-events?page[size]=100",
      { token: ownerToken },
    );
    expect(events.body.data.find((e) => e.type === "reopenPeriod")?.data.sent).toEqual({
      reason: "A late diesel invoice for March",
    });
    expect(events.body.data.find((e) => e.type === "createUser")?.data.sent).toEqual({ roles: ["preparer"] });
    expect(events.body.data.some((e) => e.type === "joinWorkspace")).toBe(true);
  });

  it("refuses an invitation past the plan's member limit, naming the plan", async () => {
    const owner = await person("owner");
    const ownerToken = (await consoleTokenFor(owner.c)).accessToken;
    for (let i = 0; i < 4; i++) {
      expect((await invite(ownerToken, owner.tenantId, newEmail(`m${i}`), ["viewer"])).status).toBe(201);
    }
    const sixth = await invite(ownerToken, owner.tenantId, newEmail("m5"), ["viewer"]);
    expect(sixth.status).toBe(403);
    expect(sixth.body.detail).toContain("Eco Start plan, which allows up to 5 members");
  });

  it("a sandbox's users are recorded without an email; an unconfirmed address cannot join", async () => {
    const owner = await person("owner");
    const ownerToken = (await consoleTokenFor(owner.c)).accessToken;
    const unconfirmed = await signedInPerson(server, newEmail("late"), PASSWORD);
    expect((await invite(ownerToken, owner.tenantId, unconfirmed.email, ["viewer"])).status).toBe(201);
    const offer = await unconfirmed.c.post<InvitationSummary>(AUTH_PATHS.invitation, {
      token: await invitationToken(server, unconfirmed.email),
    });
    expect(offer.body.acceptable).toBe(false);
    expect(offer.body.problem).toContain("Confirm your email address first");
    const bogus = await unconfirmed.c.post<Problem>(AUTH_PATHS.invitation, { token: "x".repeat(43) });
    expect(bogus.status).toBe(404);

    const sandbox = await newSandboxTenant(api, "Members Sandbox Ltd");
    const apiOnly = newEmail("apionly");
    const recorded = await invite(sandbox.token, sandbox.tenantId, apiOnly, ["analyst"]);
    expect(recorded.status).toBe(201);
    expect(recorded.body.status).toBe("active");
    const mails = await server.testDb.db.query("SELECT 1 FROM mail_outbox WHERE recipient = $1", [apiOnly]);
    expect(mails).toEqual([]);
  });
});
