import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { openApiDocumentText } from "../document";
import { operations, operationTags } from "../operations";
import { requestExamples } from "../request-examples";
import { openApiDocument } from "./openapi";

describe("the OpenAPI document", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server.close());

  it("is served byte for byte as generated without a server", async () => {
    const served = await (await fetch(`${server.url}/v1/openapi.json`)).text();
    expect(served).toBe(openApiDocumentText());
  });

  // Every server test trusts ApiClient to refuse an answer the document does not declare; clients in one process
  // share the checked document and its compiled validators, so a second client must refuse the same answers.
  it("gives test clients a check that refuses what the document does not declare, for every client", async () => {
    for (const api of [new ApiClient(server.url), new ApiClient(server.url)]) {
      const unauthorised = await api.call("GET", "/v1/facilities");
      expect(unauthorised.status).toBe(401);
      expect(() => api.checkBody("GET", "/v1/facilities", 200, "application/json", { data: "not a list" })).toThrow(
        /body does not match the document/,
      );
      expect(() => api.checkBody("GET", "/v1/facilities", 418, "application/json", {})).toThrow(
        /answered 418, which the document does not declare/,
      );
      expect(() => api.checkBody("GET", "/v1/no-such-thing", 200, "application/json", {})).toThrow(
        /No documented operation/,
      );
    }
  });

  it("passes an independent OpenAPI validator and Redocly's recommended rules without errors", async () => {
    const checked = await new Validator().validate(JSON.parse(openApiDocumentText()));
    expect(checked.errors ?? []).toEqual([]);
    expect(checked.valid).toBe(true);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "openapi-")), "openapi.json");
    fs.writeFileSync(file, openApiDocumentText());
    const lint = spawnSync(path.resolve("node_modules/.bin/redocly"), ["lint", file, "--format=stylish"], {
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    expect(lint.stdout + lint.stderr).not.toMatch(/\berror\b/);
    expect(lint.status).toBe(0);
  });

  it("names shared shapes as components and describes every operation with examples of its problems", () => {
    const doc = JSON.parse(openApiDocumentText()) as {
      components: { schemas: Record<string, unknown> };
      paths: Record<
        string,
        Record<
          string,
          { description?: string; responses: Record<string, { content: Record<string, { example?: unknown }> }> }
        >
      >;
    };
    for (const name of ["Facility", "FacilityPage", "Problem", "TokenResponse", "PageInfo"]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
    expect(JSON.stringify(doc)).not.toContain("#/$defs/");
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.description, `${method} ${p}`).toBeTruthy();
        for (const [status, res] of Object.entries(op.responses)) {
          const problem = res.content["application/problem+json"];
          if (problem) expect(problem.example, `${method} ${p} ${status}`).toBeDefined();
        }
      }
    }
    expect(operations.length).toBeGreaterThan(15);
  });
});

describe("the document's examples", () => {
  it("are refused when they do not fit their operation", () => {
    const document = (examples: typeof requestExamples) => () =>
      openApiDocument(operations, operationTags, { requestExamples: examples });
    expect(document({ ...requestExamples, listWidgets: {} })).toThrow("listWidgets: no such operation");
    expect(document({ ...requestExamples, getFacility: { query: { colour: "red" } } })).toThrow(
      "getFacility: no query parameter colour",
    );
    expect(document({ ...requestExamples, getFacility: { body: {} } })).toThrow("getFacility: takes no body");
    const { createOrg: _, ...withoutOrg } = requestExamples;
    expect(document(withoutOrg)).toThrow("createOrg: no example of its body");
  });

  it("are valid instances of the schemas they illustrate: parameters, requests and responses alike", async () => {
    const { Ajv2020 } = await import("ajv/dist/2020.js");
    const addFormats = (await import("ajv-formats")).default as unknown as (a: InstanceType<typeof Ajv2020>) => void;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const doc = JSON.parse(openApiDocumentText()) as {
      components: Record<string, unknown>;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const id = "https://openapi.test/examples";
    ajv.addSchema({ $id: id, components: doc.components });
    const inDoc = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(inDoc)
        : v && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v).map(([k, x]) => [k, k === "$ref" && typeof x === "string" ? `${id}${x}` : inDoc(x)]),
            )
          : v;
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const media = [
          ...Object.entries(
            (op.requestBody as { content?: Record<string, { schema: unknown; example?: unknown }> })?.content ?? {},
          ),
          ...Object.values(
            (op.responses as Record<string, { content?: Record<string, { schema: unknown; example?: unknown }> }>) ??
              {},
          ).flatMap((r) => Object.entries(r.content ?? {})),
        ];
        const params = (op.parameters as { name: string; schema: unknown; example?: unknown }[]).map(
          (p) => [`parameter ${p.name}`, p] as const,
        );
        for (const [what, m] of [...media, ...params]) {
          if (m.example === undefined) continue;
          const validate = ajv.compile(inDoc(m.schema) as object);
          expect(validate(m.example), `${method} ${path} ${what}: ${ajv.errorsText(validate.errors)}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
