import { ulid } from "ulid";
import { z } from "zod";
import { importMappingInputSchema, importMappingSchema } from "../../../contracts/api";
import { CsvQuoteError, readCsv } from "../../../contracts/csv";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { type AnyOperation, operation } from "../platform/operation";
import { nowMs } from "../platform/rows";
import { importMappings, MAX_MAPPINGS, saveImportMapping } from "./import-mappings-store";

/**
 * A workspace's import mappings: how the columns of its sheets fill the import's fields, which activity each of its
 * activity names means, and the order of its dates, kept per header row so the next file with the same headers is
 * read the same way.
 */

const EXAMPLE = {
  id: "01M829EMG2K1TQ7R4W9XB3C5D6",
  headers: ["Plant", "Fuel", "Qty", "UOM", "Month"],
  columns: { Plant: "facility", Fuel: "activity", Qty: "quantity", UOM: "unit", Month: "period" },
  activities: { "HSD (DG set)": "diesel" },
  date_order: "day-first",
  updated_at: "2026-11-20T09:30:00.000Z",
} as const;

const { id: _id, updated_at: _at, ...EXAMPLE_INPUT } = EXAMPLE;

export const importMappingRequestExamples = {
  listImportMappings: { query: { headers: "Plant,Fuel,Qty,UOM,Month" } },
  saveImportMapping: { body: EXAMPLE_INPUT },
};

/** The headers query parameter as the row it stands for; a quote it opens and never closes is its 400. */
function headerRow(line: string): string[] {
  try {
    return readCsv(line)[0] ?? [];
  } catch (err) {
    if (!(err instanceof CsvQuoteError)) throw err;
    throw new HttpProblem("invalid-parameter", "The headers parameter is not one CSV line.", [
      { field: "headers", code: "MALFORMED", message: "Close each quoted header, and double each quote inside one" },
    ]);
  }
}

export const importMappingOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/import-mappings",
    operationId: "listImportMappings",
    summary: "List the tenant's saved import mappings",
    description:
      "The mappings saved with POST /import-mappings, the latest first; with headers, the one saved for that header row (headers compared trimmed and in any case), if any.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    query: z.object({
      headers: z
        .string()
        .max(20_000)
        .optional()
        .meta({ description: "A sheet's header row as one CSV line (Plant,Fuel,Qty,UOM,Month)" }),
    }),
    responses: {
      200: {
        description: "The mappings",
        schema: z.object({ data: z.array(importMappingSchema) }).meta({ id: "ImportMappingList" }),
        example: { data: [EXAMPLE] },
      },
    },
    handler: async ({ query, caller, ctx }) => {
      const headers = query.headers === undefined ? undefined : headerRow(query.headers);
      return { status: 200, body: { data: await importMappings(ctx.db, callerOf(caller).tenantId, headers) } };
    },
  }),
  operation({
    method: "POST",
    path: "/import-mappings",
    operationId: "saveImportMapping",
    summary: "Save how a sheet's columns map onto the import",
    description: `Keeps, for a header row, the field each column fills (null leaves it out), the activity key each activity name was taken to mean and the date order, replacing what was saved for the same headers. A tenant keeps ${MAX_MAPPINGS}; saving another forgets the least recently saved.`,
    tag: "Activity Data",
    access: { kind: "bearer", scope: "calc:emissions" },
    idempotent: true,
    body: importMappingInputSchema,
    responses: { 200: { description: "The saved mapping", schema: importMappingSchema, example: EXAMPLE } },
    handler: async ({ body, caller, ctx }) => {
      const saved = await saveImportMapping(ctx.db, callerOf(caller).tenantId, ulid(), body, nowMs());
      return { status: 200, body: saved };
    },
  }),
];
