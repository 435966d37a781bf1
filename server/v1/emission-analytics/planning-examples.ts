import {
  buildMacc,
  decomposeLmdi,
  type EmissionLine,
  forecastMonthly,
  type MonthlyValue,
  runScenario,
} from "../../../carbon/planning";
import { LATEST_FINANCIAL_YEAR, PREVIOUS_FINANCIAL_YEAR } from "../../demo/example-periods";
import type { RequestExample } from "../platform/operation";
import { contributionBody, forecastBody, scenarioBody } from "./planning-answers";

/**
 * Examples for the documentation: requests about the demo data's latest financial years, and answers computed by
 * the planning engine from fixed inputs shaped like the sandbox's demo manufacturer (Pune and Chennai plants):
 * real answers, explain blocks included.
 */

const PUNE = "01JD8R2K7N5Q3W9X4Y6Z8A0B1C";
const CHENNAI = "01JD8R2K7N5Q3W9X4Y6Z8A0B2D";

export const MACC_EXAMPLE_REQUEST = {
  discount_rate_pct: 10,
  measures: [
    {
      id: "led",
      label: "LED retrofit",
      capex_inr: 1_200_000,
      opex_delta_inr: -450_000,
      lifetime_years: 10,
      annual_abatement_tco2e: 180,
    },
    {
      id: "solar",
      label: "Rooftop solar 1 MWp",
      capex_inr: 45_000_000,
      opex_delta_inr: -5_200_000,
      lifetime_years: 25,
      annual_abatement_tco2e: 1150,
    },
    {
      id: "vfd",
      label: "Variable frequency drives",
      capex_inr: 2_000_000,
      opex_delta_inr: -200_000,
      lifetime_years: 15,
      annual_abatement_tco2e: 150,
    },
  ],
};

export const MACC_EXAMPLE = (() => {
  const r = buildMacc(MACC_EXAMPLE_REQUEST);
  if (!r.ok) throw new Error("the MACC example does not compute");
  return r.value;
})();

/** One year of the demo plants as emission lines. */
const LINES: (EmissionLine & { id: string })[] = [
  {
    id: `${PUNE}/grid_electricity/MWh`,
    facility_id: PUNE,
    source_type: "purchased_electricity",
    activity: "grid_electricity",
    region: "IN",
    scope: 2,
    quantity: 9_840,
    unit: "MWh",
    factor_kg_per_unit: 700.9,
    market: { factor_kg_per_mwh: 700.9, basis: "grid_average" },
  },
  {
    id: `${PUNE}/diesel/L`,
    facility_id: PUNE,
    source_type: "stationary_combustion",
    activity: "diesel",
    region: "GLOBAL",
    scope: 1,
    quantity: 68_400,
    unit: "L",
    factor_kg_per_unit: 2.6935,
  },
  {
    id: `${PUNE}/natural_gas/Nm3`,
    facility_id: PUNE,
    source_type: "stationary_combustion",
    activity: "natural_gas",
    region: "GLOBAL",
    scope: 1,
    quantity: 470_000,
    unit: "Nm3",
    factor_kg_per_unit: 2.0437,
  },
  {
    id: `${CHENNAI}/grid_electricity/MWh`,
    facility_id: CHENNAI,
    source_type: "purchased_electricity",
    activity: "grid_electricity",
    region: "IN",
    scope: 2,
    quantity: 7_320,
    unit: "MWh",
    factor_kg_per_unit: 700.9,
    market: { factor_kg_per_mwh: 700.9, basis: "grid_average" },
  },
];
const RECORDS = [12, 12, 12, 12].map((n) => ({ co2e: 0, records: n }));

const SCENARIO_SCOPE2_METHOD = "BOTH";
const SCENARIO_EXAMPLE_REQUEST = {
  period: LATEST_FINANCIAL_YEAR,
  knobs: {
    ef_adjustments: [{ activity: "grid_electricity", region: "IN", delta_pct: -8 }],
    activity_adjustments: [{ source_type: "stationary_combustion", delta_pct: -20 }],
    instruments: { ppas_mwh: 1500, recs_mwh: 500 },
  },
};

export const SCENARIO_EXAMPLE = (() => {
  const r = runScenario({ lines: LINES, knobs: SCENARIO_EXAMPLE_REQUEST.knobs });
  if (!r.ok) throw new Error("the scenario example does not compute");
  const rows = LINES.map((l, i) => ({ co2e: l.quantity * l.factor_kg_per_unit, records: RECORDS[i]!.records }));
  return scenarioBody(SCENARIO_EXAMPLE_REQUEST.period, SCENARIO_SCOPE2_METHOD, LINES, rows, r.value, []);
})();

/** 36 months of a plant's CO2e: Indian summer peaks and slow growth. */
const SERIES: MonthlyValue[] = Array.from({ length: 36 }, (_, i) => {
  const month = (i + 3) % 12; // starting in April
  const summer = [0.92, 0.95, 1.04, 1.16, 1.2, 1.12, 1.0, 0.98, 1.0, 0.99, 0.94, 0.9][month]!;
  const year = 2023 + Math.floor((i + 3) / 12);
  return {
    month: `${year}-${String(month + 1).padStart(2, "0")}`,
    value: Math.round(1_650_000 * summer * (1 + 0.004 * i)),
  };
});

const FORECAST_EXAMPLE_REQUEST = { lookback_months: 24, horizon_months: 12, method: "AUTO" as const };

export const FORECAST_EXAMPLE = (() => {
  const r = forecastMonthly({ series: SERIES, ...FORECAST_EXAMPLE_REQUEST });
  if (!r.ok) throw new Error("the forecast example does not compute");
  return forecastBody("co2e", { months: SERIES, filled: [] }, r.value);
})();

const CONTRIBUTION_EXAMPLE_REQUEST = {
  base: PREVIOUS_FINANCIAL_YEAR,
  target: LATEST_FINANCIAL_YEAR,
  by: "facility_id" as const,
  activity: "PRODUCTION" as const,
};

export const CONTRIBUTION_EXAMPLE = (() => {
  const r = decomposeLmdi({
    sectors: [
      {
        id: PUNE,
        base: { activity: 20_400, emissions: 13_850_000 },
        target: { activity: 21_500, emissions: 13_420_000 },
      },
      {
        id: CHENNAI,
        base: { activity: 12_600, emissions: 8_950_000 },
        target: { activity: 13_250, emissions: 8_710_000 },
      },
    ],
  });
  if (!r.ok) throw new Error("the contribution example does not compute");
  return contributionBody(
    CONTRIBUTION_EXAMPLE_REQUEST,
    "facility_id",
    { measure: "PRODUCTION", unit: "tonne" },
    r.value,
    [],
    new Map([
      [PUNE, "Pune Assembly Plant"],
      [CHENNAI, "Chennai Components Plant"],
    ]),
  );
})();

export const planningRequestExamples: Readonly<Record<string, RequestExample>> = {
  runEmissionScenario: { query: { scope2_method: SCENARIO_SCOPE2_METHOD }, body: SCENARIO_EXAMPLE_REQUEST },
  forecastEmissions: { query: { grain: "month" }, body: FORECAST_EXAMPLE_REQUEST },
  buildMacc: { body: MACC_EXAMPLE_REQUEST },
  decomposeEmissionChange: { body: CONTRIBUTION_EXAMPLE_REQUEST },
};
