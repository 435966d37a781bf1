import { z } from "zod";
import { financialYearIdSchema } from "../../../contracts/api";
import { financialYearName, startYearOf } from "../../../contracts/financial-year";
import { HttpProblem } from "../../http/problem";
import { brsrCoreDisclosure } from "../disclosures/brsr-core";
import { evidenceForYear } from "../evidence/evidence-store";
import { evidenceStorage } from "../evidence/storage";
import { callerOf } from "../platform/access-token";
import { type AnyOperation, operation, type RequestExample } from "../platform/operation";
import { nowMs } from "../platform/rows";
import { assurancePack, type PackEvidence } from "./assurance-pack-files";
import { tenantName, yearAuditEvents, yearRecords, yearUploadIds } from "./assurance-pack-store";
import { periodById } from "./periods-store";

/**
 * `GET /periods/{financial_year}/assurance-pack`: one ZIP an auditor can check a signed-off year with
 * (assurance-pack-files.ts says what it holds). Read from one snapshot of the database (a read-only transaction), so
 * the records, the audit events and the figures agree with each other.
 */

export const assurancePackRequestExamples: Record<string, RequestExample> = {
  getAssurancePack: { params: { financial_year: "2025-26" } },
};

export const assurancePackOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/periods/{financial_year}/assurance-pack",
    operationId: "getAssurancePack",
    summary: "Download a signed-off financial year's assurance pack (ZIP)",
    description:
      "One ZIP for an auditor: README.txt (what each file is and how to recompute the totals from the pack alone); manifest.json (every file's size and SHA-256, the period's snapshot and records_sha256, the tenant, when it was made); figures/kpis.json and kpis.csv (the sign-off snapshot) and the BRSR Core tables (figures/brsr-core.json and figures/brsr-core/*.csv); every record behind them as CSV (records/activity.csv, production.csv, water.csv, waste.csv: those whose period starts in the year, as the snapshot selects them); factors.csv (every factor used, with its release, publisher, provenance and licence); unit-conversions.csv and gwp-values.csv (each conversion and GWP applied); audit-events.csv (the period's steps, its revenue and PPP factor, and every change to the year's records, uploads and evidence); and the evidence files under evidence/. A year not signed off is 409 period-not-signed-off naming its state. Needs read:audit (auditors) or read:reports.",
    tag: "Periods",
    access: { kind: "bearer", scope: "read:audit", orScopes: ["read:reports"] },
    tenantAlias: true,
    heavy: true,
    params: z.object({ financial_year: financialYearIdSchema }),
    problems: [409],
    responses: {
      200: {
        description: "The ZIP of the year's assurance pack",
        mediaTypes: ["application/zip"],
        schema: z.string().meta({ format: "binary", description: "A ZIP archive" }),
        headers: {
          "Content-Disposition": {
            description: 'attachment; filename="assurance-pack-FY2025-26.zip"',
            schema: z.string(),
          },
        },
      },
    },
    handler: async ({ params, caller, ctx }) => {
      const tenantId = callerOf(caller).tenantId;
      const year = params.financial_year;
      const zip = await ctx.db.tx(async (q) => {
        const period = await periodById(q, tenantId, year);
        if (period.state !== "signed_off" || !period.snapshot) {
          const state = period.state.replace("_", " ");
          throw new HttpProblem(
            "period-not-signed-off",
            `${financialYearName(startYearOf(year))} is ${state}: an assurance pack is made of a signed-off year only (POST /v1/periods/${year}/sign-off).`,
          );
        }
        const records = await yearRecords(q, tenantId, year);
        const uploadIds = await yearUploadIds(q, tenantId, year);
        const evidence: PackEvidence[] = [];
        for (const e of await evidenceForYear(q, tenantId, year)) {
          evidence.push({ ...e, bytes: await evidenceStorage.get(q, tenantId, e.id) });
        }
        const ids = [records.activity, records.production, records.water, records.waste].flatMap((rows) =>
          rows.map((r) => String(r.id)),
        );
        return assurancePack({
          tenant: { id: tenantId, name: await tenantName(q, tenantId) },
          period,
          records,
          brsrCore: await brsrCoreDisclosure(q, tenantId, year, null),
          auditEvents: await yearAuditEvents(q, tenantId, year, [...ids, ...evidence.map((e) => e.id)], uploadIds),
          evidence,
          generatedAt: nowMs(),
        }).zip;
      });
      return {
        status: 200,
        body: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="assurance-pack-FY${year}.zip"`,
        },
      };
    },
  }),
];
