import { wasteFigures, waterFigures } from "../../../carbon/water-and-waste";
import { financialYearId } from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { financialYearOf } from "../../../contracts/financial-year";
import { EXAMPLE_MONTH, EXAMPLE_MONTH_BEFORE, LATEST_FINANCIAL_YEAR } from "../../demo/example-periods";
import type { RequestExample } from "../platform/operation";

/**
 * Documentation examples of the BRSR inputs: a month of the demo manufacturer's Pune plant's water and waste in the
 * demo data's latest month, and its latest financial year's revenue. The answers are computed here with the engine,
 * as the operations compute them, so the figures always agree with the requests.
 */

const CREATED_AT = "2026-11-28T10:15:42.118Z";

const month = (period: { period_start: string; period_end: string }) => ({
  facility_id: EXAMPLE_IDS.facility_id,
  ...period,
});

/** Borewell and municipal water in; treated effluent to the municipal sewer and a little to a nallah. */
const WATER = {
  unit: "kL",
  withdrawal: { ground: 1850, third_party: 4200 },
  discharge: { third_party: { secondary: 2600 }, surface: { tertiary: 310 } },
} as const;

/** Packaging plastic, e-waste and scrap in kg, most of it sent to recyclers. */
const WASTE = {
  unit: "kg",
  generated: { plastic: 1240, e_waste: 85, other_hazardous: 410, other_non_hazardous: 18_600 },
  recovered: { recycled: 16_900, re_used: 750 },
  disposed: { incineration: 410, landfill: 2275 },
} as const;

const year = financialYearId(financialYearOf(LATEST_FINANCIAL_YEAR.from));

const FINANCIAL_YEAR = {
  revenue_from_operations_inr: 4_826_500_000,
  // The one value of the rupee's PPP at the GDP level the project could cite: the World Bank's ICP 2017 figure, as
  // reported in the press. A company states the factor and year it used; the vintage shows this one's age.
  ppp: {
    inr_per_international_dollar: 20.65,
    source:
      "World Bank, International Comparison Program 2017: PPP at the GDP level, rupees per international dollar (as reported by Business Standard, 23 June 2020)",
    vintage: 2017,
  },
};

export const brsrInputRequestExamples: Readonly<Record<string, RequestExample>> = {
  createWaterRecords: { body: { records: [{ ...month(EXAMPLE_MONTH), ...WATER }] } },
  // Its tenant-path twin records the month before: the same record twice would be refused as a duplicate.
  createWaterRecordsForTenant: { body: { records: [{ ...month(EXAMPLE_MONTH_BEFORE), ...WATER }] } },
  listWaterRecords: {
    query: { "page[size]": 12, sort: "-period_start", filter: `facility_id==${EXAMPLE_IDS.facility_id}` },
  },
  createWasteRecords: { body: { records: [{ ...month(EXAMPLE_MONTH), ...WASTE }] } },
  createWasteRecordsForTenant: { body: { records: [{ ...month(EXAMPLE_MONTH_BEFORE), ...WASTE }] } },
  listWasteRecords: {
    query: { "page[size]": 12, sort: "-period_start", filter: `facility_id==${EXAMPLE_IDS.facility_id}` },
  },
  listBrsrInputUploads: { query: { "page[size]": 10, sort: "-created_at", filter: "record_type==water" } },
  withdrawBrsrInputUpload: { params: { id: EXAMPLE_IDS.brsr_input_upload_id } },
  saveFinancialYear: { params: { financial_year: year }, body: FINANCIAL_YEAR },
  listFinancialYears: { query: { sort: "-financial_year" } },
};

const water = {
  id: "01M829F3W8N2QK5R7T0V4X6Z9A",
  ...month(EXAMPLE_MONTH),
  entered_unit: WATER.unit,
  ...waterFigures(WATER),
};

export const WATER_BATCH_EXAMPLE = {
  data: [{ ...water, created_at: CREATED_AT }],
  summary: {
    count: 1,
    total_withdrawal_kl: water.total_withdrawal_kl,
    total_discharge_kl: water.total_discharge_kl,
    consumption_kl: water.consumption_kl,
    upload_id: EXAMPLE_IDS.brsr_input_upload_id,
  },
};

const waste = {
  id: "01M829F3X1B4D6F8H0J2K4M6P8",
  ...month(EXAMPLE_MONTH),
  entered_unit: WASTE.unit,
  ...wasteFigures(WASTE),
};

export const WASTE_BATCH_EXAMPLE = {
  data: [{ ...waste, created_at: CREATED_AT }],
  summary: {
    count: 1,
    total_generated_t: waste.total_generated_t,
    total_recovered_t: waste.total_recovered_t,
    total_disposed_t: waste.total_disposed_t,
    upload_id: EXAMPLE_IDS.brsr_input_upload_id,
  },
};

export const FINANCIAL_YEAR_EXAMPLE = {
  financial_year: year,
  period_start: LATEST_FINANCIAL_YEAR.from,
  period_end: LATEST_FINANCIAL_YEAR.to,
  ...FINANCIAL_YEAR,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
};
