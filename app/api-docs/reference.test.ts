import { describe, expect, it } from "vitest";
import { sitemapPaths } from "~/routes";
import { operationTags, referencePagePath } from "../../contracts/api/tags";
import { openApiDocumentText } from "../../server/v1/document";
import type { OpenApiDocument } from "./openapi-types";
import { apiReference, operationIds } from "./reference";
import { fieldRows, typeLabel } from "./schema-fields";

const doc = JSON.parse(openApiDocumentText()) as OpenApiDocument;

describe("the API reference", () => {
  const groups = apiReference(doc);
  const shown = groups.flatMap((g) =>
    g.operations.flatMap((op) => [op.operationId, ...op.aliases.map((a) => a.operationId)]),
  );

  it("shows every operation of the document once, under its tag, in the document's tag order", () => {
    expect([...shown].sort()).toEqual([...operationIds(doc)].sort());
    expect(groups.map((g) => g.tag)).toEqual(
      doc.tags.map((t) => t.name).filter((t) => groups.some((g) => g.tag === t)),
    );
    for (const g of groups)
      for (const op of g.operations) expect(doc.paths[op.path]?.[op.method.toLowerCase()]?.tags[0]).toBe(g.tag);
  });

  it("has a page for each group, in the sitemap, and no page without operations", () => {
    const pages = sitemapPaths().filter((p) => p.startsWith("/api/reference/"));
    expect(pages).toEqual(groups.map((g) => referencePagePath(g.tag)));
    expect(pages).toEqual(operationTags.map((t) => referencePagePath(t.name)));
  });

  it("names a parameter's default once", () => {
    const list = groups.flatMap((g) => g.operations).find((op) => op.operationId === "listFacilities");
    const size = list?.parameters.find((p) => p.name === "page[size]");
    expect(size?.description).toBe("Items per page (1-200, default 50)");
    const kpis = groups.flatMap((g) => g.operations).find((op) => op.operationId === "getEmissionKpis");
    expect(kpis?.parameters.find((p) => p.name === "scope2_method")?.description).toMatch(/default "MARKET"$/);
  });

  it("folds an operation's /tenants/{tenant_id} twin into it as an alias", () => {
    const list = groups.flatMap((g) => g.operations).find((op) => op.operationId === "listFacilities");
    expect(list?.aliases).toEqual([
      { operationId: "listFacilitiesForTenant", path: "/tenants/{tenant_id}/facilities" },
    ]);
    const users = groups.flatMap((g) => g.operations).find((op) => op.operationId === "listUsers");
    expect(users?.path).toBe("/tenants/{tenant_id}/users");
  });

  it("states each operation's access, parameters, body, answer and errors from the document", () => {
    const ops = groups.flatMap((g) => g.operations);
    const token = ops.find((op) => op.operationId === "createAccessToken");
    expect(token?.access).toBe("public");
    expect(token?.body?.mediaTypes).toEqual(["application/json", "application/x-www-form-urlencoded"]);
    const kpis = ops.find((op) => op.operationId === "getEmissionKpis");
    expect(kpis?.access).toBe("read:analytics");
    expect(kpis?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(["period.from", "scope2_method", "normalize_by"]),
    );
    expect(kpis?.parameters.find((p) => p.name === "scope2_method")?.type).toBe('"MARKET" | "LOCATION" | "BOTH"');
    expect(kpis?.response).toMatchObject({ status: "200", type: "Kpis" });
    expect(kpis?.response.fields.map((f) => f.name)).toContain("totals.co2e");
    expect(kpis?.errors.map((e) => e.status)).toEqual(["400", "401", "403", "429", "500", "503"]);
    expect(ops.find((op) => op.operationId === "getCurrentTenant")?.access).toBe("any token");
  });
});

describe("schema fields", () => {
  it("names types in words", () => {
    expect(typeLabel({ type: ["string", "null"], format: "date" })).toBe("string (date) or null");
    expect(typeLabel({ type: "array", items: { $ref: "#/components/schemas/Facility" } })).toBe("Facility[]");
    expect(typeLabel({ anyOf: [{ type: "number" }, { type: "null" }] })).toBe("number or null");
    expect(typeLabel({ const: 2 })).toBe("2");
  });

  it("flattens nested objects and lists of objects to dotted names, with requirement and limits", () => {
    const rows = fieldRows(
      {
        type: "object",
        required: ["records"],
        properties: {
          records: {
            type: "array",
            maxItems: 10,
            items: { type: "object", required: ["quantity"], properties: { quantity: { type: "number", minimum: 0 } } },
          },
        },
      },
      {},
    );
    expect(rows).toEqual([
      { name: "records", type: "object[]", required: true, description: "up to 10 items" },
      { name: "records[].quantity", type: "number", required: true, description: "at least 0" },
    ]);
  });
});
