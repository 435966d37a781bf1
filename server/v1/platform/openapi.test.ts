import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { openApiDocumentText } from "../document";
import { operations } from "../operations";

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

  it("passes an independent OpenAPI validator and Redocly's recommended rules without errors", async () => {
    await new ApiClient(server.url).document(); // validates with @seriousme/openapi-schema-validator
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
