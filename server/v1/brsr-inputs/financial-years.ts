import { z } from "zod";
import {
  financialYearIdSchema,
  financialYearInputSchema,
  financialYearSchema,
  pageOf,
  startYearOf,
} from "../../../contracts/api";
import { financialYear } from "../../../contracts/financial-year";
import { refuseSignedOffYears } from "../periods/locks";
import { callerOf } from "../platform/access-token";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { iso, nowMs } from "../platform/rows";
import { saveFinancialYear } from "./brsr-inputs-store";
import { FINANCIAL_YEAR_EXAMPLE } from "./examples";

type FinancialYear = z.infer<typeof financialYearSchema>;

export const financialYearRow = (r: Record<string, unknown>): FinancialYear => {
  const year = String(r.id);
  const { from, to } = financialYear(startYearOf(year));
  return {
    financial_year: year,
    period_start: from,
    period_end: to,
    revenue_from_operations_inr: Number(r.revenue_from_operations_inr),
    ppp:
      r.ppp_inr_per_international_dollar === null
        ? null
        : {
            inr_per_international_dollar: Number(r.ppp_inr_per_international_dollar),
            source: String(r.ppp_source),
            vintage: Number(r.ppp_vintage),
          },
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
};

const yearList: ListSpec = {
  table: "financial_year",
  defaultSort: "financial_year",
  fields: {
    financial_year: field("id", "text"),
    revenue_from_operations_inr: field("revenue_from_operations_inr", "number"),
    ppp_inr_per_international_dollar: field("ppp_inr_per_international_dollar", "number", false),
    ppp_vintage: field("ppp_vintage", "number", false),
    created_at: field("created_at", "timestamp"),
    updated_at: field("updated_at", "timestamp"),
  },
};

/** A financial year that has begun: figures of a year to come are not a company's to report yet. */
const begunYear = financialYearIdSchema.refine(
  (id) => Date.parse(`${financialYear(startYearOf(id)).from}T00:00:00Z`) <= Date.now(),
  "This financial year has not begun yet",
);

export const financialYearOperations: AnyOperation[] = [
  operation({
    method: "PUT",
    path: "/financial-years/{financial_year}",
    operationId: "saveFinancialYear",
    summary: "Set a financial year's revenue from operations and PPP conversion factor",
    description:
      "The workspace's figures for one financial year (April to March, named 2025-26), created or replaced whole: revenue from operations in rupees, and the PPP conversion factor BRSR Core's intensities per rupee adjusted for PPP use, with its source and vintage (e.g. the World Bank's PPP conversion factor, GDP, LCU per international $, PA.NUS.PPP, for 2024). A factor without its source is 422 naming ppp.source: no uncited factor is kept; send ppp null (or leave it out) until one is chosen. A year that has not begun is a 400.",
    tag: "BRSR Inputs",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    idempotent: true,
    params: z.object({ financial_year: begunYear }),
    body: financialYearInputSchema,
    problems: [409],
    responses: {
      200: {
        description: "The financial year as stored",
        schema: financialYearSchema,
        example: FINANCIAL_YEAR_EXAMPLE,
      },
    },
    handler: async ({ params, body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      await refuseSignedOffYears(ctx.db, tenantId, [financialYear(startYearOf(params.financial_year)).from]);
      const row = await saveFinancialYear(ctx.db, tenantId, params.financial_year, body, nowMs());
      return { status: 200, body: financialYearRow(row) };
    },
  }),
  operation({
    method: "GET",
    path: "/financial-years",
    operationId: "listFinancialYears",
    summary: "List the financial years' revenue and PPP factors",
    description:
      "A page of the workspace's financial years, earliest first unless sorted, each with its revenue from operations and PPP conversion factor (null where none is given). Filter e.g. financial_year>=2024-25 on financial_year, revenue_from_operations_inr, ppp_inr_per_international_dollar, ppp_vintage, created_at, updated_at.",
    tag: "BRSR Inputs",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: { description: "A page of financial years", schema: pageOf(financialYearSchema, "FinancialYearPage") },
    },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, yearList, callerOf(caller).tenantId, query, {}, financialYearRow),
    }),
  }),
];
