/**
 * Test support for the /v1 API: an HTTP client that checks every response it receives against the
 * served OpenAPI document (operation, status, media type and JSON schema), so the document cannot drift.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ulid } from "ulid";
import { ALL_SCOPES } from "../../contracts/api";
import { digestOf, randomSecret, SESSION_COOKIE } from "../../server/accounts/sessions";
import { testConfig } from "../../server/config";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "../../server/demo/demo-data";
import { apiAudience, issueAccessToken } from "../../server/v1/platform/access-token";
import { SigningKeys } from "../../server/v1/platform/signing-keys";
import type { TestServer } from "./server";

type Json = Record<string, unknown>;
export type ApiResponse<T = Json> = { status: number; headers: Headers; body: T };
export type CallOptions = {
  token?: string;
  body?: unknown;
  form?: Record<string, string>;
  /** A file's bytes as the body (application/octet-stream unless headers say otherwise). */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
};

const DOC_ID = "https://openapi.test/document";

/** A schema whose local component references point into the document registered under DOC_ID. */
function inDocument(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inDocument);
  if (value === null || typeof value !== "object") return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === "$ref" && typeof v === "string" && v.startsWith("#/components/") ? `${DOC_ID}${v}` : inDocument(v);
  }
  return out;
}

/** A served document, checked by the independent validator, with Ajv holding its components and the validators made. */
type CheckedDocument = { doc: Json; ajv: Ajv2020; compiled: Map<string, ValidateFunction> };

/**
 * The documents this test process has checked, by their text. Every client fetches the document its server serves;
 * one with the same text as a document already checked here is not checked and compiled again (about a quarter of a
 * second each time, and dozens of clients per process).
 */
const checkedDocuments = new Map<string, Promise<CheckedDocument>>();

async function checkDocument(text: string): Promise<CheckedDocument> {
  const doc = JSON.parse(text) as Json;
  const result = await new Validator().validate(JSON.parse(text));
  if (!result.valid) throw new Error(`OpenAPI document invalid: ${JSON.stringify(result.errors).slice(0, 2000)}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  // Component schemas are referenced as #/components/schemas/X: give Ajv the document under one id.
  ajv.addSchema({ $id: DOC_ID, components: doc.components }, DOC_ID);
  return { doc, ajv, compiled: new Map() };
}

export class ApiClient {
  private current: CheckedDocument | null = null;
  private docLoading: Promise<CheckedDocument> | null = null;
  /** Every (operation, status) the suite has received and checked. */
  readonly checked: string[] = [];

  constructor(
    readonly baseUrl: string,
    private readonly audienceUrl = `${testConfig().publicBaseUrl}/v1`,
  ) {}

  /**
   * Fetches the served document; a text this process has not checked yet is validated with an independent OpenAPI
   * validator (once, however many callers wait).
   */
  async document(): Promise<Json> {
    return (await this.checkedDocument()).doc;
  }

  private async checkedDocument(): Promise<CheckedDocument> {
    if (this.current) return this.current;
    this.docLoading ??= this.loadDocument().finally(() => {
      this.docLoading = null;
    });
    return this.docLoading;
  }

  private async loadDocument(): Promise<CheckedDocument> {
    const res = await fetch(`${this.baseUrl}/v1/openapi.json`);
    const text = await res.text();
    let checking = checkedDocuments.get(text);
    if (!checking) {
      checking = checkDocument(text);
      checkedDocuments.set(text, checking);
      checking.catch(() => checkedDocuments.delete(text));
    }
    this.current = await checking;
    return this.current;
  }

  /** The documented operation a concrete path and method belong to, if any. */
  operationFor(method: string, path: string): { template: string; op: Json } | undefined {
    const paths = (this.current!.doc as { paths: Record<string, Record<string, Json>> }).paths;
    const rel = path.replace(/^\/v1/, "").split("?")[0]!;
    const candidates = Object.keys(paths).filter((t) => {
      const re = new RegExp(`^${t.replace(/\{[^}]+\}/g, "[^/]+")}$`);
      return re.test(rel) && paths[t]?.[method.toLowerCase()];
    });
    // Prefer the most literal template (/tenants/me over /tenants/{tenant_id}/...).
    candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
    const template = candidates[0];
    return template ? { template, op: paths[template]![method.toLowerCase()]! } : undefined;
  }

  /** Throws unless the response's status, media type and body are what the document declares. */
  check(method: string, path: string, res: Response, body: unknown) {
    const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
    this.checkBody(method, path, res.status, type, body);
  }

  /**
   * Throws unless the document declares this status and media type for the operation a concrete path and
   * method belong to, and the body matches its schema. Returns that operation.
   */
  checkBody(method: string, path: string, status: number, type: string, body: unknown): { template: string; op: Json } {
    const found = this.operationFor(method, path);
    if (!found) throw new Error(`No documented operation for ${method} ${path}`);
    const { template, op } = found;
    const responses = op.responses as Record<string, { content?: Record<string, { schema: Json }> }>;
    const declared = responses[String(status)];
    if (!declared) throw new Error(`${method} ${template} answered ${status}, which the document does not declare`);
    const media = declared.content?.[type];
    if (!media) throw new Error(`${method} ${template} ${status}: media type ${type} not documented`);
    const id = `${method} ${template} ${status} ${type}`;
    const { ajv, compiled } = this.current!;
    let validate = compiled.get(id);
    if (!validate) {
      validate = ajv.compile(inDocument(media.schema) as Json);
      compiled.set(id, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${id}: body does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
    this.checked.push(id);
    return found;
  }

  async call<T = Json>(method: string, path: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
    await this.document();
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | Uint8Array | undefined;
    if (opts.bytes) {
      headers["content-type"] ??= "application/octet-stream";
      payload = opts.bytes;
    } else if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(opts.form).toString();
    } else if (opts.body !== undefined) {
      headers["content-type"] ??= "application/json";
      payload = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload as BodyInit | undefined });
    const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
    if (res.ok && type && !/[/+]json$/.test(type)) {
      // A file (a download): its media type must be one the document declares; the bytes are returned as they are.
      const bytes = Buffer.from(await res.arrayBuffer());
      const found = this.operationFor(method, path);
      const content = (found?.op.responses as Record<string, { content?: Record<string, unknown> }> | undefined)?.[
        String(res.status)
      ]?.content;
      if (!content?.[type]) throw new Error(`${method} ${path} ${res.status}: media type ${type} not documented`);
      return { status: res.status, headers: res.headers, body: bytes as T };
    }
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    if (!res.headers.get("x-request-id")) throw new Error(`${method} ${path}: no X-Request-ID`);
    this.check(method, path, res, body);
    return { status: res.status, headers: res.headers, body: body as T };
  }

  /** A fresh access token for a client (the demo client by default). */
  async token(clientId = DEMO_CLIENT_ID, secret = DEMO_CLIENT_SECRET, scope?: string): Promise<string> {
    const audience = await this.audience();
    const res = await this.call<{ access_token: string }>("POST", "/v1/auth/token", {
      body: {
        grant_type: "client_credentials",
        client_id: clientId,
        client_secret: secret,
        audience,
        ...(scope ? { scope } : {}),
      },
    });
    if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token;
  }

  /** The token audience: {PUBLIC_BASE_URL}/v1 of the server under test (its config's public address). */
  async audience(): Promise<string> {
    return this.audienceUrl;
  }
}

export type SandboxCredentials = { tenantId: string; clientId: string; secret: string; token: string };

/** A fresh self-serve tenant (its own demo data) and an access token for it. */
export async function newSandboxTenant(api: ApiClient, company = "Acme Steel"): Promise<SandboxCredentials> {
  const res = await api.call<{ tenant_id: string; client_id: string; client_secret: string }>(
    "POST",
    "/v1/sandbox/tenants",
    {
      body: { name: "Asha Rao", email: `asha.${Math.random().toString(36).slice(2)}@example.com`, company },
    },
  );
  if (res.status !== 201) throw new Error(`sandbox tenant: ${res.status} ${JSON.stringify(res.body)}`);
  const { tenant_id, client_id, client_secret } = res.body;
  return {
    tenantId: tenant_id,
    clientId: client_id,
    secret: client_secret,
    token: await api.token(client_id, client_secret),
  };
}

/** A new facility in the tenant's first organisation (an Indian manufacturer), empty of activity data. */
export async function newFacility(api: ApiClient, token: string, name: string): Promise<string> {
  const orgs = await api.call<{ data: { id: string }[] }>("GET", "/v1/orgs", { token });
  const facility = await api.call<{ id: string }>("POST", "/v1/facilities", {
    token,
    body: { org_id: orgs.body.data[0]!.id, name, country: "IN", lat: 19, lon: 73, industry: "manufacturing" },
  });
  if (facility.status !== 201) throw new Error(`facility: ${facility.status} ${JSON.stringify(facility.body)}`);
  return facility.body.id;
}

export type ConsoleSession = { token: string; headers: { cookie: string } };

/**
 * What the console of a verified account of the tenant holds: a session (its cookie, to send in `headers`) and the
 * token minted for it, with the tenant's every scope, API key management included (no API client can get one).
 */
export async function consoleSession(server: TestServer, tenantId: string): Promise<ConsoleSession> {
  const db = server.testDb.db;
  const accountId = ulid();
  const userId = ulid();
  const secret = randomSecret();
  await db.query(
    `INSERT INTO account (id, email, first_name, last_name, company, password_hash, email_verified_at, tenant_id,
                          user_id, created_at)
     VALUES ($1, $2, 'Asha', 'Rao', 'Test', 'none', now(), $3, $4, now())`,
    [accountId, `console.${accountId.toLowerCase()}@example.com`, tenantId, userId],
  );
  // The account is the tenant's owner, as the console's person is in a workspace they made.
  await db.query(
    "INSERT INTO api_user (id, tenant_id, email, roles, created_at) VALUES ($1, $2, $3, ARRAY['owner'], now())",
    [userId, tenantId, `console.${accountId.toLowerCase()}@example.com`],
  );
  await db.query(
    "INSERT INTO account_workspace (account_id, tenant_id, user_id, kind, created_at) VALUES ($1, $2, $3, 'own', now())",
    [accountId, tenantId, userId],
  );
  await db.query(
    `INSERT INTO account_session (id_hash, account_id, csrf_token, remember, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, false, now(), now(), now() + interval '1 hour')`,
    [digestOf(secret), accountId, randomSecret()],
  );
  const token = await issueAccessToken(new SigningKeys(db), apiAudience(server.app.config.publicBaseUrl), {
    clientId: `console-${accountId.toLowerCase()}`,
    tenantId,
    roles: ["owner"],
    scopes: [...ALL_SCOPES],
    sessionId: digestOf(secret),
  });
  return { token, headers: { cookie: `${SESSION_COOKIE}=${secret}` } };
}
