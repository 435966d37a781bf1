/**
 * Runs every API sample the /api page shows, in every language, against a real server with a sandbox tenant of the
 * demo data: curl through bash, JavaScript with node, Python with python3 and requests (skipped, with a notice, when
 * either is missing; each script runs in a fork of one interpreter that has imported requests, see
 * tests/support/python-runner.ts). Each must exit 0 and print JSON that the OpenAPI document declares for the
 * sample's operation and status. A sample that stops working fails here. The samples run on one engine
 * (tests/support/db.ts's `oneEngine`): they check the documents against the API, whose answers the server tests check
 * on both.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT_ID } from "~/content/api-docs/demo-client";
import { SAMPLE_IDEMPOTENCY_KEYS, SAMPLE_PLACEHOLDERS } from "~/content/api-docs/samples";
import { checkPythonSamples } from "../../scripts/test-preflight";
import { DEFAULT_WEBHOOK_SETTINGS } from "../../server/config";
import { DEMO_CLIENT_SECRET, DEMO_CLIENT_ID as SERVER_DEMO_CLIENT_ID } from "../../server/demo/demo-data";
import { openApiDocumentText } from "../../server/v1/document";
import { operations } from "../../server/v1/operations";
import { ApiClient, consoleSession, newSandboxTenant } from "../../tests/support/api-client";
import { oneEngine } from "../../tests/support/db";
import { freePort } from "../../tests/support/ports";
import { type PythonRunner, startPythonRunner } from "../../tests/support/python-runner";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { type Spawner, startSpawner } from "../../tests/support/spawner";
import { type ApiSample, apiSamples } from "./api-samples";
import { placeholderEnv, SAMPLE_LANGUAGES, type SampleLanguage, sampleCode, sampleEnvironment } from "./sample-code";

const samples = apiSamples(JSON.parse(openApiDocumentText()));

// Python samples need python3 and requests; without them they are skipped, and this says so once.
const python = checkPythonSamples();
const noPython = python.note;
if (noPython) console.warn(`API samples: ${noPython}`);

/** At most `n` sample processes at a time (the machine may have two cores). */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    while (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
const limit = limiter(3);

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        security?: { oauth2: string[] }[];
        parameters?: { name: string; in: string }[];
        requestBody?: { required?: boolean; content: Record<string, unknown> };
        responses: Record<string, unknown>;
      }
    >
  >;
};

/** Whether a sample's path (a placeholder or a literal id in each parameter's place) fits a document path. */
const fits = (samplePath: string, template: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/?]+")}$`).test(samplePath.split("?")[0]!);

/** POSTs that write nothing: they compute (analytics, planning, estimates) or issue a token. */
const computes = (s: ApiSample) =>
  s.path.includes("/emission-analytics/") || s.path.includes("/estimates") || s.operationId === "createAccessToken";
const resets = (s: ApiSample) => /\/sandbox\/reset$/.test(s.path);
/**
 * Writes that are not idempotent but can run more than once: each creates its own sandbox tenant or API key,
 * revokes a key (a revoked one answers the same again), or recalculates
 * records to the figures a second run finds unchanged (and the sample is a dry run).
 */
const repeatableWrites = new Set([
  "createSandboxTenant",
  "createApiClient",
  "createApiClientForTenant",
  "revokeApiClient",
  "revokeApiClientForTenant",
  "recalculateActivityRecords",
  "recalculateActivityRecordsForTenant",
]);
/**
 * A period's steps happen in an order (sent for review, signed off, reopened) that the writes, run at once, cannot
 * keep, and a signed-off year would refuse the other samples' writes; checked against the document but not run (their
 * own tests, server/v1/periods/periods.test.ts, take them in order).
 */
const PERIOD_STEPS = /^(submit|signOff|reopen)Period(ForTenant)?$/;
/** The assurance pack is made of a signed-off year only: its samples run last, once the year is signed off. */
const PACK = /^getAssurancePack(ForTenant)?$/;
/**
 * The API clients' samples need the console's session cookie besides its token, which no program outside the
 * signed-in console has, and transferring ownership the owner's own console token; the deletions' samples name the demo data's facility, source and meter, which records name,
 * so they are refused (409) by design. Both are checked against the document above but not run (their own tests
 * call them).
 */
const runs = (s: ApiSample) =>
  !/ApiClient|transferOwnership/.test(s.operationId) &&
  s.method !== "DELETE" &&
  !PERIOD_STEPS.test(s.operationId) &&
  !PACK.test(s.operationId) &&
  // Its URL's host must resolve to a public address, which a test machine may not reach (webhooks.test.ts
  // registers endpoints; the other webhook samples use the one made below).
  s.operationId !== "createWebhookEndpoint";
/** Operations that are always heavy work run one at a time per tenant (a second at once is 429): run them in turn. */
const HEAVY = new Set(operations.filter((op) => op.heavy === true).map((op) => op.operationId));
const heavy = (s: ApiSample) => HEAVY.has(s.operationId.replace(/ForTenant$/, ""));
const isRead = (s: ApiSample) => runs(s) && !heavy(s) && (s.method === "GET" || computes(s));
const isWrite = (s: ApiSample) => runs(s) && !heavy(s) && !isRead(s) && !resets(s);

const EXTENSION = { javascript: "mjs", python: "py" } as const;

describe.each([oneEngine])("API samples on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let baseUrl: string;
  let dir: string;
  /** The variables a reader would export: the token, the demo client's secret, the demo tenant's ids. */
  const env: Record<string, string> = {};
  let childEnv: NodeJS.ProcessEnv;
  let spawner: Spawner;
  let pythonRunner: PythonRunner | undefined;

  beforeAll(async () => {
    spawner = startSpawner();
    if (!noPython) pythonRunner = startPythonRunner(python.interpreter ?? "python3");
    // The token audience is {PUBLIC_BASE_URL}/v1 and the samples use their base URL as the audience: the
    // server's public address is where it listens.
    const port = await freePort();
    server = await startTestServer(engine, {
      port,
      publicBaseUrl: `http://127.0.0.1:${port}`,
      // The webhook samples' endpoint is this server itself, on loopback over http.
      webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowInsecureTargets: true },
    });
    baseUrl = `${server.url}/v1`;
    api = new ApiClient(server.url, baseUrl);
    dir = await mkdtemp(join(tmpdir(), "api-samples-"));
    // The files the upload samples send, as a reader would have them beside the code.
    for (const file of new Set(samples.flatMap((s) => (s.file ? [s.file] : [])))) {
      await writeFile(join(dir, file), `%PDF-1.7\n% ${file}, the /api sample's file\n%%EOF\n`);
    }

    // The demo client is read-only, so the samples run as a reader would who made a sandbox of their own: the
    // same demo data, every scope. The token sample alone still names the demo client.
    const { token } = await newSandboxTenant(api, "Demo Manufacturing Pvt Ltd");
    type Page = { data: ({ id: string } & Record<string, unknown>)[] };
    const get = async <T = Page>(path: string) => {
      const res = await api.call<T>("GET", `/v1${path}`, { token });
      expect(res.status, path).toBe(200);
      return res.body;
    };
    const tenant = await get<{ id: string }>("/tenants/me");
    // A key to fill in API_CLIENT_ID, made as the console makes one: its session's token and cookie.
    const key = await api.call<{ id: string }>("POST", "/v1/clients", {
      ...(await consoleSession(server, tenant.id)),
      body: { name: "Samples" },
    });
    expect(key.status).toBe(201);
    const facility = (await get("/facilities")).data.find((f) => f.name === "Pune Assembly Plant")!;
    const grid = (
      await get(`/sources?facility_id=${facility.id}&filter=${encodeURIComponent("type==purchased_electricity")}`)
    ).data[0]!;
    const hook = await api.call<{ id: string }>("POST", "/v1/webhooks/endpoints", {
      token,
      body: { url: `${server.url}/webhook-receiver`, event_types: ["upload.committed"] },
    });
    expect(hook.status).toBe(201);
    const ping = await api.call<{ id: string }>("POST", `/v1/webhooks/endpoints/${hook.body.id}/test`, { token });
    expect(ping.status).toBe(202);
    // An evidence file for EVIDENCE_ID: other bytes than the upload sample's, so that sample creates its own (201).
    const attach = samples.find((s) => s.operationId === "attachEvidence")!;
    const evidence = await api.call<{ id: string }>(
      "POST",
      `/v1${attach.path.split("?")[0]}?${attach.path.split("?")[1]}`,
      {
        token,
        bytes: new TextEncoder().encode("%PDF-1.7\n% evidence for EVIDENCE_ID\n%%EOF\n"),
      },
    );
    expect(evidence.status).toBe(201);
    Object.assign(env, {
      ACCESS_TOKEN: token,
      CLIENT_SECRET: DEMO_CLIENT_SECRET,
      TENANT_ID: tenant.id,
      USER_ID: (await get(`/tenants/${tenant.id}/users`)).data[0]!.id,
      ORG_ID: (await get("/orgs")).data[0]!.id,
      FACILITY_ID: facility.id,
      SOURCE_ID: grid.id,
      METER_ID: (await get(`/meters?source_id=${grid.id}`)).data[0]!.id,
      API_CLIENT_ID: key.body.id,
      // The demo data's upload: withdrawn among the writes, restored by the resets that run last.
      UPLOAD_ID: (await get("/activity-records/uploads")).data[0]!.id,
      // The demo data's water upload, withdrawn and restored the same way.
      BRSR_INPUT_UPLOAD_ID: (await get(`/brsr-inputs/uploads?filter=${encodeURIComponent("record_type==water")}`))
        .data[0]!.id,
      WEBHOOK_ENDPOINT_ID: hook.body.id,
      WEBHOOK_DELIVERY_ID: ping.body.id,
      EVIDENCE_ID: evidence.body.id,
      ACTIVITY_RECORD_ID: (
        await get(`/activity-records?filter=${encodeURIComponent(`facility_id==${facility.id}`)}&page%5Bsize%5D=1`)
      ).data[0]!.id,
    });
    // The machine's environment without proxies (the server is on loopback) and without Node options meant
    // for the test runner.
    childEnv = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/proxy$/i.test(k) && k !== "NODE_OPTIONS"),
    );
    Object.assign(childEnv, env);
  });

  afterAll(async () => {
    await server?.close();
    await spawner?.close();
    await pythonRunner?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("has one sample for every operation of the document, each matching its operation", async () => {
    const doc = (await api.document()) as unknown as Doc;
    const operations = new Map(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [op.operationId, { path, method: method.toUpperCase(), op }]),
      ),
    );
    const ids = samples.map((s) => s.operationId);
    expect(new Set(ids).size, "operationIds are unique").toBe(ids.length);
    expect([...ids].sort()).toEqual([...operations.keys()].sort());

    for (const sample of samples) {
      const { path, method, op } = operations.get(sample.operationId)!;
      const what = `${sample.operationId} (${sample.method} ${sample.path})`;
      expect(sample.method, what).toBe(method);
      expect(fits(sample.path, path), `${what} fits ${path}`).toBe(true);
      const query = new Set((op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name));
      for (const pair of (sample.path.split("?")[1] ?? "").split("&").filter(Boolean)) {
        expect(query, `${what}: query parameter ${pair.split("=")[0]}`).toContain(pair.split("=")[0]);
      }
      const success = Object.keys(op.responses).filter((s) => s.startsWith("2"));
      expect(success, `${what}: the document's success status`).toContain(String(sample.status));
      expect(sample.auth, `${what}: auth`).toBe(op.security?.length ? "bearer" : "none");
      const honoursKey = (op.parameters ?? []).some((p) => p.in === "header" && p.name === "Idempotency-Key");
      expect(!!sample.idempotent, `${what}: idempotent`).toBe(honoursKey);
      expect(!!SAMPLE_IDEMPOTENCY_KEYS[sample.operationId], `${what}: Idempotency-Key`).toBe(!!sample.idempotent);
      if (sample.body !== undefined || sample.file !== undefined) {
        const type = sample.file
          ? "application/octet-stream"
          : sample.bodyType === "form"
            ? "application/x-www-form-urlencoded"
            : "application/json";
        expect(Object.keys(op.requestBody?.content ?? {}), `${what}: body media type`).toContain(type);
      } else {
        expect(op.requestBody?.required ?? false, `${what}: the body the operation requires`).toBe(false);
      }
      if (sample.method !== "GET" && !computes(sample) && !resets(sample)) {
        expect(sample.idempotent || repeatableWrites.has(sample.operationId), `${what}: runs again safely`).toBe(true);
      }
      for (const name of sampleEnvironment(sample))
        expect(Object.keys(env), `${what}: resolves ${name}`).toContain(name);
    }

    const keys = Object.values(SAMPLE_IDEMPOTENCY_KEYS);
    expect(new Set(keys).size, "Idempotency-Keys are unique").toBe(keys.length);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const name of Object.keys(SAMPLE_PLACEHOLDERS)) expect(Object.keys(env)).toContain(placeholderEnv(name));
  });

  it("shows the demo client's id in the token sample, where the page swaps in a visitor's own", () => {
    expect(DEMO_CLIENT_ID).toBe(SERVER_DEMO_CLIENT_ID);
    const token = samples.find((s) => s.operationId === "createAccessToken")!;
    for (const text of Object.values(sampleCode(token, { baseUrl: "https://carbontracker.co.in/v1" }))) {
      expect(text).toContain(DEMO_CLIENT_ID);
      expect(text).toContain("https://carbontracker.co.in/v1");
    }
  });

  let files = 0;
  /** Runs the sample's code in one language with the reader's variables (and `overrides`). */
  async function execute(sample: ApiSample, language: SampleLanguage, overrides: Record<string, string> = {}) {
    const source = sampleCode(sample, { baseUrl })[language];
    const file = language === "curl" ? "" : join(dir, `${sample.operationId}-${++files}.${EXTENSION[language]}`);
    if (file) await writeFile(file, source);
    // A download is saved in a directory of its own: the three languages save the same name at once.
    const cwd = sample.download ? downloadDir(sample, language) : dir;
    if (sample.download) await mkdir(cwd, { recursive: true });
    const env = { ...childEnv, ...overrides };
    const ran = await limit(() => {
      if (language === "python") return pythonRunner!.run(file, { cwd, env, timeoutMs: 30_000 });
      const [command, args] = language === "curl" ? ["bash", ["-c", source]] : [process.execPath, [file]];
      return spawner.run(command, args, { env, cwd, timeout: 30_000, maxBuffer: 32 * 1024 * 1024 });
    });
    return { ...ran, source };
  }

  const downloadDir = (sample: ApiSample, language: SampleLanguage) =>
    join(dir, `download-${sample.operationId}-${language}`);

  /** Runs the sample's code in one language and checks what it printed against the document. */
  async function check(sample: ApiSample, language: SampleLanguage) {
    const { code, stdout, stderr, source } = await execute(sample, language);
    if (code !== 0) {
      throw new Error(
        `${sample.operationId} in ${language} exited with ${code}\n${stderr}\n${stdout.slice(0, 2000)}\n--- the code:\n${source}`,
      );
    }
    if (sample.download) {
      // A file: saved under the name the server gave, in the directory the sample ran in.
      const name = /Saved (\S+)/.exec(stdout)?.[1];
      if (!name) throw new Error(`${sample.operationId} in ${language} saved no file:\n${stdout.slice(0, 2000)}`);
      expect(
        (await stat(join(downloadDir(sample, language), name))).size,
        `${sample.operationId} in ${language}: ${name}`,
      ).toBeGreaterThan(0);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(stdout);
    } catch {
      throw new Error(`${sample.operationId} in ${language} printed no JSON:\n${stdout.slice(0, 2000)}`);
    }
    const concrete = sample.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => env[placeholderEnv(name)]!);
    const { op } = api.checkBody(sample.method, `/v1${concrete}`, sample.status, "application/json", body);
    expect(op.operationId).toBe(sample.operationId);
  }

  const cases = (list: readonly ApiSample[], languages: readonly SampleLanguage[]) =>
    list.flatMap((sample) => languages.map((language) => ({ sample, language })));
  const languages = SAMPLE_LANGUAGES.map((l) => l.id);
  const title = (sample: ApiSample, language: SampleLanguage) => `${sample.operationId} in ${language}`;

  // Reads and computations first, all at once; they see the demo data as seeded.
  describe.concurrent("reads", () => {
    for (const { sample, language } of cases(samples.filter(isRead), languages)) {
      it.skipIf(language === "python" && noPython)(title(sample, language), () => check(sample, language));
    }
  });

  describe("heavy work, one call at a time", () => {
    for (const { sample, language } of cases(
      samples.filter((s) => runs(s) && heavy(s)),
      languages,
    )) {
      it.skipIf(language === "python" && noPython)(title(sample, language), () => check(sample, language));
    }
  });

  describe.concurrent("an HTTP error", () => {
    const sample = samples.find((s) => s.operationId === "getFacility")!;
    for (const language of languages) {
      it.skipIf(language === "python" && noPython)(`exits non-zero in ${language}`, async () => {
        const { code, stdout, stderr } = await execute(sample, language, { FACILITY_ID: "01JC0000000000000000000000" });
        expect(code).not.toBe(0);
        expect(`${stdout}${stderr}`).toContain("404");
      });
    }
  });

  // Then the writes, one language after the other: each idempotent sample's second and third runs send the
  // same Idempotency-Key and body, and get the first run's answer replayed.
  for (const language of languages) {
    describe.concurrent(`writes in ${language}`, () => {
      for (const { sample } of cases(samples.filter(isWrite), [language])) {
        it.skipIf(language === "python" && noPython)(title(sample, language), () => check(sample, language));
      }
    });
  }

  // Last, one at a time, the resets: they replace the tenant's ids the other samples use.
  describe("resets", () => {
    for (const { sample, language } of cases(samples.filter(resets), languages)) {
      it.skipIf(language === "python" && noPython)(title(sample, language), () => check(sample, language));
    }
  });

  // Then the year is signed off (which locks it: nothing runs after) and its assurance pack downloaded, one
  // language after the other (each saves the same file name).
  describe("the assurance pack of the signed-off year", () => {
    beforeAll(async () => {
      const year = /\/periods\/([^/]+)\//.exec(samples.find((s) => PACK.test(s.operationId))!.path)![1];
      for (const step of ["submit", "sign-off"]) {
        const res = await api.call("POST", `/v1/periods/${year}/${step}`, { token: env.ACCESS_TOKEN });
        expect(res.status, step).toBe(200);
      }
    });
    for (const { sample, language } of cases(
      samples.filter((s) => PACK.test(s.operationId)),
      languages,
    )) {
      it.skipIf(language === "python" && noPython)(title(sample, language), async () => {
        const { code, stdout, stderr } = await execute(sample, language);
        expect(code, `${stderr}\n${stdout}`).toBe(0);
        const saved = /Saved (\S+\.zip)/.exec(stdout)?.[1];
        expect(saved, stdout).toMatch(/^assurance-pack-FY\d{4}-\d{2}\.zip$/);
        const bytes = await readFile(join(downloadDir(sample, language), saved!));
        expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
      });
    }
  });
});
