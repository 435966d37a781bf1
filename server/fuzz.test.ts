import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AUTH_PATHS, CSRF_HEADER } from "../contracts/account";
import {
  consoleTokenSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signUpSchema,
  totpConfirmSchema,
  verifyEmailSchema,
} from "../contracts/forms";
import { formSchemas, formTypes } from "../contracts/submission";
import { AccountClient } from "../tests/support/account-client";
import { ApiClient, newSandboxTenant } from "../tests/support/api-client";
import { engines } from "../tests/support/db";
import {
  authorization,
  bodyText,
  extraHeaders,
  type FuzzRequest,
  fromSchema,
  mutated,
  pathSegment,
  queryString,
} from "../tests/support/fuzz-requests";
import { startTestServer, type TestServer } from "../tests/support/server";

/**
 * Property-based fuzz of every /v1 operation in the served OpenAPI document, of the forms endpoint and of the
 * account endpoints (with and without a session, its CSRF token and the site's Origin).
 * Invariants: no 5xx; every error under /v1 and /forms is problem+JSON (OAuth errors on the token endpoint);
 * an X-Request-ID on every response, equal to the problem's request_id; every answer of a documented operation
 * matches the document, and none with a query parameter it does not declare succeeds; the server is alive
 * afterwards. `npm test` runs a short budget, `npm run fuzz` a long one.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** A long budget takes long: about 3 s per run of every operation on a busy machine, never less than 30 s. */
const TIMEOUT_MS = Math.max(30_000, RUNS_PER_OPERATION * 3_000);

type Json = Record<string, unknown>;
type Op = { method: string; template: string; op: Json };

describe.each(engines)("fuzzing the server on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let doc: Json;
  let token: string;
  const known: string[] = [];
  let account: AccountClient;

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { apiRateLimitPerMinute: 10_000_000, sandboxSignupsPerHour: 10_000_000, accountAddressLimits: false },
      { leads: { rateLimit: false } },
    );
    api = new ApiClient(server.url);
    account = new AccountClient(server.url);
    doc = await api.document();
    // A sandbox tenant's token holds every scope, so writes reach validation (the demo client would get 403s).
    token = (await newSandboxTenant(api, "Fuzz Co")).token;
    for (const list of ["/v1/orgs", "/v1/facilities", "/v1/sources", "/v1/meters"]) {
      const res = await api.call<{ data: { id: string }[] }>("GET", list, { token });
      known.push(...res.body.data.map((r) => r.id));
    }
    const me = await api.call<{ id: string }>("GET", "/v1/tenants/me", { token });
    known.push(me.body.id);
    const password = "fuzzing-Account-Pass-1";
    const email = "fuzz.account@example.in";
    await account.post(AUTH_PATHS.signUp, {
      email,
      firstName: "F",
      lastName: "Z",
      company: "Fuzz Co",
      password,
      confirmPassword: password,
    });
    await account.post(AUTH_PATHS.signIn, { email, password });
    await account.session();
  }, 120_000);
  afterAll(() => server.close());

  /** Sends one request and checks every invariant; returns a description of what broke, or null. */
  async function violation(r: FuzzRequest): Promise<string | null> {
    const target = new URL(r.path, server.url); // as sent: dot segments resolved, like every HTTP client does
    const path = target.pathname + target.search;
    const res = await fetch(target, { method: r.method, headers: r.headers, body: r.body });
    const text = await res.text();
    const sent = `${r.headers["content-type"] ?? "-"} ${JSON.stringify(r.body?.slice(0, 120) ?? null)}`;
    const where = `${r.method} ${path.slice(0, 200)} [${sent}] -> ${res.status} ${text.slice(0, 200)}`;
    if (res.status >= 500) return `${where}: server error ${text.slice(0, 300)}`;
    const requestId = res.headers.get("x-request-id");
    if (!requestId) return `${where}: no X-Request-ID`;
    const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
    // Pages answer GET with the site's HTML 404; everything under /v1, and every other method, is the API's.
    const ours = /^\/v1(\/|$)/.test(target.pathname) || r.method !== "GET";
    if (ours && res.status >= 400) {
      const oauth = target.pathname === "/v1/auth/token" && type === "application/json";
      if (!oauth && type !== "application/problem+json") return `${where}: error as ${type}`;
      let body: Json;
      try {
        body = JSON.parse(text) as Json;
      } catch {
        return `${where}: error body is not JSON`;
      }
      if (!oauth && body.request_id !== requestId) return `${where}: request_id differs from X-Request-ID`;
      if (oauth && typeof body.error !== "string") return `${where}: OAuth error without error`;
    }
    const documented = target.pathname.startsWith("/v1/") ? api.operationFor(r.method, path) : undefined;
    if (documented) {
      const declared = ((documented.op.parameters as { name: string; in: string }[]) ?? [])
        .filter((p) => p.in === "query")
        .map((p) => p.name);
      const unknown = [...target.searchParams.keys()].filter((name) => !declared.includes(name));
      if (unknown.length > 0 && res.status < 400) return `${where}: unknown query parameter ${unknown[0]} accepted`;
      try {
        api.check(
          r.method,
          path,
          new Response(null, { status: res.status, headers: res.headers }),
          text ? JSON.parse(text) : null,
        );
      } catch (err) {
        return `${where}: ${(err as Error).message.slice(0, 400)}`;
      }
    }
    return null;
  }

  function operations(): Op[] {
    const out: Op[] = [];
    for (const [template, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(item)) out.push({ method: method.toUpperCase(), template, op });
    }
    return out;
  }

  function requestsFor({ method, template, op }: Op): fc.Arbitrary<FuzzRequest> {
    const params = (op.parameters as { name: string; in: string; schema: Json }[]) ?? [];
    const segments = template
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? pathSegment(known) : fc.constant(part)));
    const path = fc.tuple(...segments).map((parts) => `/v1${parts.join("")}`);
    const query = queryString(
      params.filter((p) => p.in === "query"),
      doc,
    );
    const content = (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content;
    const jsonSchema = content?.["application/json"]?.schema;
    const valid = jsonSchema ? fromSchema(jsonSchema, doc) : fc.constant(undefined);
    const body =
      method === "GET"
        ? fc.constant(undefined)
        : bodyText(fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: mutated(valid) }));
    return fc.tuple(path, query, body, authorization(token), extraHeaders).map(([p, q, b, auth, headers]) => ({
      method,
      path: p + q,
      headers: {
        ...headers,
        ...(auth ? { authorization: auth } : {}),
        ...(b !== undefined && !headers["content-type"] ? { "content-type": "application/json" } : {}),
      },
      body: b,
    }));
  }

  function formRequests(): fc.Arbitrary<FuzzRequest> {
    const perForm = formTypes.map((formType) => {
      const schema = z.toJSONSchema(formSchemas[formType], { io: "input", unrepresentable: "any" }) as Json;
      const data = fromSchema(schema, schema);
      return fc
        .tuple(fc.oneof(data, mutated(data)), fc.oneof(fc.constant(new Date().toISOString()), fc.string()))
        .map(([d, timestamp]) => ({ formType, data: d, timestamp }));
    });
    const envelope = fc.oneof(...perForm);
    return fc.tuple(bodyText(fc.oneof(envelope, mutated(envelope))), extraHeaders).map(([body, headers]) => ({
      method: "POST",
      path: "/forms/submissions",
      headers: { "content-type": "application/json", ...headers },
      body,
    }));
  }

  const accountBodies: [string, z.ZodType | undefined][] = [
    [AUTH_PATHS.signUp, signUpSchema],
    [AUTH_PATHS.signIn, loginSchema],
    [AUTH_PATHS.forgotPassword, forgotPasswordSchema],
    [AUTH_PATHS.resetPassword, resetPasswordSchema],
    [AUTH_PATHS.verifyEmail, verifyEmailSchema],
    [AUTH_PATHS.resendVerification, undefined],
    [AUTH_PATHS.totpEnrol, undefined],
    [AUTH_PATHS.totpConfirm, totpConfirmSchema],
    [AUTH_PATHS.deleteAccount, deleteAccountSchema],
    [AUTH_PATHS.signOut, undefined],
    [AUTH_PATHS.signOutEverywhere, undefined],
    [AUTH_PATHS.consoleToken, consoleTokenSchema],
    [AUTH_PATHS.demoWorkspace, undefined],
  ];

  /** The account endpoints, with the session cookie or not, its CSRF token or a wrong one, our Origin or another. */
  function accountRequests(): fc.Arbitrary<FuzzRequest> {
    const perEndpoint = accountBodies.map(([path, schema]) => {
      const json = schema
        ? (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json)
        : { type: "object" };
      const data = fromSchema(json, json);
      const session = fc.record({
        cookie: fc.constantFrom(account.cookie, undefined, "ct_session=AAAA", "ct_session=%zz; other=1"),
        csrf: fc.constantFrom(account.csrf, undefined, "wrong"),
        origin: fc.constantFrom(server.url, undefined, "https://evil.example", "null"),
      });
      return fc.tuple(bodyText(fc.oneof(data, mutated(data))), extraHeaders, session).map(([body, headers, s]) => {
        const sent: Record<string, string> = { "content-type": "application/json", ...headers };
        if (s.cookie) sent.cookie = s.cookie;
        if (s.csrf) sent[CSRF_HEADER] = s.csrf;
        if (s.origin) sent.origin = s.origin;
        return { method: "POST", path, headers: sent, body };
      });
    });
    const sessionReads = fc
      .constantFrom(account.cookie, "ct_session=", `ct_session=${"A".repeat(43)}`, "ct_session=\u00ff")
      .map((cookie): FuzzRequest => {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        return { method: "GET", path: AUTH_PATHS.session, headers, body: undefined };
      });
    const workspaceReads = fc
      .constantFrom(account.cookie, "ct_session=", `ct_session=${"A".repeat(43)}`, "ct_session=\u00ff", undefined)
      .map((cookie): FuzzRequest => {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        return { method: "GET", path: AUTH_PATHS.workspaces, headers, body: undefined };
      });
    return fc.oneof(...perEndpoint, sessionReads, workspaceReads);
  }

  it("never answers 5xx, always problem+JSON with a request id, always as documented", {
    timeout: TIMEOUT_MS,
  }, async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(15);
    const everything = fc.oneof(...ops.map(requestsFor), formRequests(), accountRequests());
    await fc.assert(
      fc.asyncProperty(everything, async (r) => {
        const broken = await violation(r);
        if (broken) throw new Error(broken);
      }),
      { numRuns: RUNS_PER_OPERATION * (ops.length + 2), seed: SEED, endOnFailure: true },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("answers paths that are not routes, with any method, as problems", { timeout: TIMEOUT_MS }, async () => {
    const paths = fc.oneof(
      fc.constantFrom("/v1", "/v1/", "/v1/%zz", "/v1/orgs/%ED%A0%80", "/forms", "/forms/submissions/x", "/v1/..%2F.."),
      fc.string({ maxLength: 40 }).map((s) => `/v1/${encodeURIComponent(s)}`),
    );
    const methods = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
    await fc.assert(
      fc.asyncProperty(paths, methods, async (path, method) => {
        const broken = await violation({
          method,
          path,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: method === "GET" || method === "OPTIONS" ? undefined : "{}",
        });
        if (broken) throw new Error(broken);
      }),
      { numRuns: RUNS_PER_OPERATION * 10, seed: SEED, endOnFailure: true },
    );
  });
});
