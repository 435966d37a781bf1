import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS } from "../../contracts/account";
import { AccountClient, linkToken, openDemoWorkspace, signUpBody } from "../../tests/support/account-client";
import { engines } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { ipHasher } from "../http/address-key";
import { insertApiClient } from "../v1/tenancy/api-clients-store";
import { type AccountsContext, emailKey } from "./context";

/**
 * Deleting an account leaves no trace of its email address: neither the address nor its keyed hash (whose key is
 * in the database too, so a reader could test a guessed address against it) in any column of any table.
 *
 * Every text, JSON and array column of the schema is classified below; a new one fails this test until it is, so
 * whoever adds it says whether it can hold an address. Every column is searched, whatever its class.
 *
 * Leads are left alone: a form someone sent (`submission`, `newsletter_subscriber`, and the outbox's emails about
 * leads, `kind` other than `account`) is the business's record of that person's request, not the account's data,
 * and it stays when an account with the same address is deleted.
 */
type Holds =
  | "address" // an email address
  | "address hash" // a keyed hash of an email address
  | "free text" // typed by a person or written for one: it may quote an address
  | "no address"; // ids, digests of secrets, codes, units, enumerations

const COLUMNS: Record<string, Record<string, Holds>> = {
  account: {
    id: "no address",
    email: "address",
    first_name: "free text",
    last_name: "free text",
    company: "free text",
    password_hash: "no address",
    tenant_id: "no address",
    user_id: "no address",
    totp_secret: "no address",
    totp_pending_secret: "no address",
  },
  account_recovery_code: { account_id: "no address", code_hash: "no address" },
  account_session: { id_hash: "no address", account_id: "no address", csrf_token: "no address" },
  account_token: { token_hash: "no address", account_id: "no address", purpose: "no address" },
  account_workspace: { account_id: "no address", tenant_id: "no address", user_id: "no address", kind: "no address" },
  activity_month: {
    tenant_id: "no address",
    record_id: "no address",
    facility_id: "no address",
    source_id: "no address",
    meter_id: "no address",
    supplier_id: "no address",
    activity: "no address",
    source_type: "no address",
    fuel_unit: "no address",
    co2e_gwp: "no address",
  },
  activity_month_total: {
    tenant_id: "no address",
    facility_id: "no address",
    source_id: "no address",
    meter_id: "no address",
    supplier_id: "no address",
    activity: "no address",
    source_type: "no address",
    fuel_unit: "no address",
    co2e_gwp: "no address",
  },
  ccts_obligation: {
    tenant_id: "no address",
    facility_id: "no address",
    sector: "no address",
    product: "free text",
    output_unit: "no address",
    targets: "no address",
    covered_scopes: "no address",
  },
  activity_record: {
    id: "no address",
    tenant_id: "no address",
    facility_id: "no address",
    source_id: "no address",
    meter_id: "no address",
    supplier_id: "no address",
    activity: "no address",
    source_type: "no address",
    unit: "no address",
    factor_id: "no address",
    gwp_set: "no address",
    co2e_gwp: "no address",
    factor_ids: "no address",
    selection_basis: "no address",
    selection_region: "no address",
    fuel_unit: "no address",
    data_version: "no address",
    releases: "no address",
    upload_id: "no address",
  },
  activity_upload: {
    id: "no address",
    tenant_id: "no address",
    kind: "no address",
    client_id: "no address",
    file_name: "free text",
    file_sha256: "no address",
    withdrawn_by: "no address",
  },
  import_mapping: { id: "no address", tenant_id: "no address", header_key: "free text", mapping: "free text" },
  api_client: {
    id: "no address",
    tenant_id: "no address",
    secret_hash: "no address",
    scopes: "no address",
    roles: "no address",
    name: "free text",
  },
  api_client_revocation: { client_id: "no address", tenant_id: "no address" },
  api_facility: {
    id: "no address",
    tenant_id: "no address",
    org_id: "no address",
    name: "free text",
    code: "free text",
    country: "no address",
    state: "no address",
    industry: "no address",
    grid_region: "no address",
  },
  // A stored answer quotes the request's body, which may hold anything the tenant sent.
  api_idempotency: { tenant_id: "no address", key: "free text", request_hash: "no address", body: "free text" },
  api_meter: {
    id: "no address",
    tenant_id: "no address",
    source_id: "no address",
    make: "free text",
    model: "free text",
    serial: "free text",
    unit: "no address",
  },
  api_org: {
    id: "no address",
    tenant_id: "no address",
    name: "free text",
    country: "no address",
    industry: "no address",
  },
  // Token buckets: the account endpoints' per-email ones are named by the address's keyed hash.
  api_rate_bucket: { bucket: "address hash" },
  api_signing_key: { kid: "no address", alg: "no address", private_jwk: "no address", public_jwk: "no address" },
  api_source: {
    id: "no address",
    tenant_id: "no address",
    facility_id: "no address",
    type: "no address",
    description: "free text",
    unit: "no address",
    energy_origin: "no address",
  },
  api_tenant: {
    id: "no address",
    name: "free text",
    kind: "no address",
    contact_email: "address",
    company: "free text",
    audit_head_hash: "no address",
    plan: "no address",
  },
  api_user: { id: "no address", tenant_id: "no address", email: "address", roles: "no address" },
  member_invitation: { token_hash: "no address", tenant_id: "no address", user_id: "no address" },
  emission_factor: {
    id: "no address",
    release: "no address",
    activity: "no address",
    region: "no address",
    country: "no address",
    sector: "no address",
    gas: "no address",
    source: "no address",
  },
  factor_release: { id: "no address", resource: "no address" },
  // A PPP factor's source is typed by a person.
  financial_year: { tenant_id: "no address", id: "no address", ppp_source: "free text" },
  mail_outbox: {
    id: "no address",
    submission_id: "no address",
    kind: "no address",
    recipient: "address",
    reply_to: "address",
    subject: "free text",
    text_body: "free text",
    html_body: "free text",
    status: "no address",
    // An SMTP server's refusal may name the recipient.
    last_error: "free text",
    message_id: "no address",
  },
  newsletter_subscriber: { email: "address", submission_id: "no address" },
  production_record: {
    id: "no address",
    tenant_id: "no address",
    facility_id: "no address",
    product: "free text",
    unit: "no address",
  },
  schema_migrations: { name: "no address" },
  scope2_instrument: {
    id: "no address",
    tenant_id: "no address",
    facility_id: "no address",
    kind: "no address",
    certificate_ref: "free text",
  },
  server_setting: { key: "no address", value: "no address" },
  sign_in_failure: { email_hash: "address hash" },
  submission: {
    id: "no address",
    form_type: "no address",
    data: "free text",
    ip_hash: "no address",
    user_agent: "free text",
  },
  waste_record: {
    id: "no address",
    tenant_id: "no address",
    facility_id: "no address",
    entered_unit: "no address",
    generated_t: "no address",
    recovered_t: "no address",
    disposed_t: "no address",
    upload_id: "no address",
  },
  water_record: {
    id: "no address",
    tenant_id: "no address",
    facility_id: "no address",
    entered_unit: "no address",
    withdrawal_kl: "no address",
    discharge_kl: "no address",
    upload_id: "no address",
  },
  brsr_input_upload: {
    id: "no address",
    tenant_id: "no address",
    record_type: "no address",
    kind: "no address",
    file_name: "free text",
    file_sha256: "no address",
    client_id: "no address",
    withdrawn_by: "no address",
  },
  audit_event: {
    tenant_id: "no address",
    id: "no address",
    actor_type: "no address",
    actor_id: "no address",
    type: "no address",
    resource_type: "no address",
    resource_id: "no address",
    request_id: "no address",
    // Fields before and after a change: a facility's name or a source's description, as typed.
    changes: "free text",
    data: "no address",
    prev_hash: "no address",
    hash: "no address",
  },
  webhook_endpoint: {
    tenant_id: "no address",
    id: "no address",
    // Typed by a person: a receiver's address or a note may quote an email address.
    url: "free text",
    description: "free text",
    event_types: "no address",
    secret: "no address",
    disabled_reason: "no address",
  },
  webhook_delivery: {
    tenant_id: "no address",
    id: "no address",
    endpoint_id: "no address",
    event_type: "no address",
    // An upload's file name, as sent.
    payload: "free text",
    status: "no address",
    // What a receiver answered.
    response_body: "free text",
    error: "no address",
    replay_of: "no address",
  },
  reporting_period: {
    tenant_id: "no address",
    id: "no address",
    state: "no address",
    submitted_by: "no address",
    signed_off_by: "no address",
    snapshot: "no address",
    // A reopening's reason, as typed.
    restatement: "free text",
    history: "free text",
  },
  evidence_file: {
    tenant_id: "no address",
    id: "no address",
    attached_to_type: "no address",
    attached_to_id: "no address",
    // The name the file was sent with, as given.
    file_name: "free text",
    media_type: "no address",
    sha256: "no address",
    uploaded_by_type: "no address",
    uploaded_by_id: "no address",
  },
  // The files' bytes: whatever a person attached (a CSV may list addresses); they go with the tenant.
  evidence_blob: { tenant_id: "no address", id: "no address", bytes: "free text" },
};
// The records of withdrawn uploads: the same columns as activity_record (migration 085 makes it LIKE that table), and as
// water_record and waste_record (migration 110).
COLUMNS.withdrawn_activity_record = COLUMNS.activity_record!;
COLUMNS.withdrawn_water_record = COLUMNS.water_record!;
COLUMNS.withdrawn_waste_record = COLUMNS.waste_record!;

/** Rows that are leads, not account data: whole tables, or the rows a condition picks. */
const LEADS: Record<string, "all" | { accountRows: string }> = {
  submission: "all",
  newsletter_subscriber: "all",
  mail_outbox: { accountRows: "kind = 'account'" },
};

const PASSWORD = "tidal-Furnace-42";

describe.each(engines)("account deletion on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  const db = () => server.testDb.db;
  let columns: { table: string; column: string }[];

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { accountAddressLimits: false },
      { leads: { outbox: { autoStart: false } } },
    );
    columns = (
      await db().query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = current_schema()
            AND (data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'bytea'))
          ORDER BY table_name, column_name`,
      )
    ).map((r) => ({ table: r.table_name, column: r.column_name }));
  }, 120_000);
  afterAll(() => server.close());

  it("knows every column that could hold an email address", () => {
    const unclassified = columns.filter((c) => COLUMNS[c.table]?.[c.column] === undefined);
    expect(unclassified, "classify these columns in COLUMNS").toEqual([]);
    const gone = Object.entries(COLUMNS).flatMap(([table, cs]) =>
      Object.keys(cs)
        .filter((column) => !columns.some((c) => c.table === table && c.column === column))
        .map((column) => `${table}.${column}`),
    );
    expect(gone, "these columns no longer exist").toEqual([]);
  });

  /** Every column (outside leads) holding the address or its keyed hash, as `table.column`. */
  async function traces(email: string): Promise<string[]> {
    const hash = emailKey({ keyedHash: await ipHasher(db()) } as AccountsContext, email);
    const found: string[] = [];
    for (const { table, column } of columns) {
      const leads = LEADS[table];
      if (leads === "all") continue;
      const rows = leads ? `(${leads.accountRows})` : "true";
      const [row] = await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}"
          WHERE ${rows} AND (strpos(lower("${column}"::text), $1) > 0 OR strpos("${column}"::text, $2) > 0)`,
        [email.toLowerCase(), hash],
      );
      if (row!.n > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  async function submit(formType: string, data: unknown) {
    const res = await fetch(`${server.url}/forms/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope(formType, data)),
    });
    expect(res.status).toBe(201);
  }

  /**
   * An account that has used what the site offers: links, a failed sign-in, a confirmed address, its own workspace
   * and the demo one.
   */
  async function usedAccount(email: string) {
    const anyone = () => new AccountClient(server.url);
    expect((await anyone().post(AUTH_PATHS.signUp, signUpBody(email, PASSWORD))).status).toBe(202);
    // Signing up again with the address emails its owner.
    expect((await anyone().post(AUTH_PATHS.signUp, signUpBody(email, PASSWORD))).status).toBe(202);
    expect((await anyone().post(AUTH_PATHS.signIn, { email, password: "not-the-Password-1" })).status).toBe(401);
    const c = anyone();
    expect((await c.post(AUTH_PATHS.signIn, { email, password: PASSWORD })).status).toBe(200);
    await c.session();
    expect((await anyone().post(AUTH_PATHS.forgotPassword, { email })).status).toBe(202);
    const token = await linkToken(db(), email, "/verify-email");
    expect((await c.post(AUTH_PATHS.verifyEmail, { token })).status).toBe(200);
    const demo = await openDemoWorkspace(c);
    const [account] = await db().query<{ tenant_id: string }>("SELECT tenant_id FROM account WHERE email = $1", [
      email,
    ]);
    // What the person might type into their workspaces' data.
    await insertApiClient(db(), account!.tenant_id, `key of ${email}`, ["read:activity"]);
    await insertApiClient(db(), demo.tenantId, `demo key of ${email}`, ["read:activity"]);
    await db().query("UPDATE api_facility SET name = $2 WHERE tenant_id = $1", [demo.tenantId, `Site of ${email}`]);
    await linkToken(db(), email, "/reset-password");
    return c;
  }

  it("removes the address and its keyed hash from every table but the leads", async () => {
    const stamp = `${Date.now()}`;
    const email = `deleted.${stamp}@example.in`;
    const bystander = `stays.${stamp}@example.in`;
    // The same person also sent the sales team a demo request and subscribed to the newsletter: leads.
    await submit("Demo Request", { ...validFormData["Demo Request"], email });
    await submit("Newsletter", { email });
    const c = await usedAccount(email);
    await usedAccount(bystander);

    const before = await traces(email);
    for (const expected of [
      "account.email",
      "api_user.email",
      "api_tenant.contact_email",
      "api_client.name",
      "api_facility.name",
      "mail_outbox.recipient",
      "api_rate_bucket.bucket",
    ]) {
      expect(before).toContain(expected);
    }

    expect((await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).status).toBe(204);
    expect(await traces(email)).toEqual([]);

    // The leads stay, and so does everything of another account.
    const [leads] = await db().query<{ submissions: number; subscribers: number; emails: number }>(
      `SELECT (SELECT count(*)::int FROM submission WHERE data->>'email' = $1) AS submissions,
              (SELECT count(*)::int FROM newsletter_subscriber WHERE email = $1) AS subscribers,
              (SELECT count(*)::int FROM mail_outbox WHERE kind <> 'account' AND (recipient = $1 OR reply_to = $1)) AS emails`,
      [email],
    );
    expect(leads).toEqual({ submissions: 2, subscribers: 1, emails: 2 });
    expect(await traces(bystander)).toEqual(before);
  });

  it("deletes all or nothing: when part of it fails, the account stays, to be deleted again", async () => {
    const email = `half.${Date.now()}@example.in`;
    const c = await usedAccount(email);
    const wrong = await new AccountClient(server.url).post(AUTH_PATHS.signIn, {
      email,
      password: "not-the-Password-1",
    });
    expect(wrong.status).toBe(401);
    const before = await traces(email);
    expect(before).toContain("sign_in_failure.email_hash");
    // Clearing the address's sign-in failures, one step of the deletion, fails for now.
    await db().query(`CREATE FUNCTION refuse_for_now() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for now'; END $$`);
    await db().query(
      "CREATE TRIGGER refuse_for_now BEFORE DELETE ON sign_in_failure FOR EACH STATEMENT EXECUTE FUNCTION refuse_for_now()",
    );
    try {
      expect((await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).status).toBe(500);
    } finally {
      await db().query("DROP TRIGGER refuse_for_now ON sign_in_failure");
      await db().query("DROP FUNCTION refuse_for_now()");
    }
    expect(await traces(email)).toEqual(before);

    expect((await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).status).toBe(204);
    expect(await traces(email)).toEqual([]);
  });
});
