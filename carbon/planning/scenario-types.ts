/** The shapes of a what-if scenario (emissions in kg CO2e): its request, which `scenario-validation.ts` checks and `scenario.ts` runs, and its result. */

export interface EmissionLine {
  /** Record id, listed among the lines an adjustment touched. */
  id?: string;
  facility_id: string;
  source_type: string;
  /** Activity key, e.g. "electricity_grid", "diesel". */
  activity: string;
  region: string;
  scope: 1 | 2 | 3;
  /** Activity quantity in `unit`; Scope 2 lines are energy bought, in MWh. */
  quantity: number;
  unit: string;
  /** kg CO2e per unit; for Scope 2 the location-based (grid-average) factor. */
  factor_kg_per_unit: number;
  /** Scope 2 only: the market-based factor for MWh no instrument covers, and what it is. */
  market?: { factor_kg_per_mwh: number; basis: "residual_mix" | "grid_average" };
}

export interface Instruments {
  ppas_mwh?: number;
  recs_mwh?: number;
}

export interface ScenarioKnobs {
  ef_adjustments?: readonly { activity: string; region?: string | null; delta_pct: number }[];
  activity_adjustments?: readonly { facility_id?: string | null; source_type?: string | null; delta_pct: number }[];
  /** Instruments bought in the scenario, on top of the baseline's. */
  instruments?: Instruments;
}

export interface ScenarioRequest {
  lines: readonly EmissionLine[];
  /** Instruments already held in the baseline period. */
  baseline_instruments?: Instruments;
  knobs: ScenarioKnobs;
  /** Intensity denominator (e.g. production), when the scenario is normalised. */
  denominator?: { unit: string; baseline: number; scenario?: number };
}

export interface ScenarioTotals {
  by_scope: { "1": number; "2": { location_based: number; market_based: number }; "3": number };
  total: { location_based: number; market_based: number };
}

export interface InstrumentUse {
  consumed_mwh: number;
  ppa_mwh_applied: number;
  rec_mwh_applied: number;
  covered_mwh: number;
  /** Certificates beyond the MWh consumed: they cover nothing. */
  unused_mwh: number;
}

export interface AppliedAdjustment {
  kind: "ef_adjustment" | "activity_adjustment" | "instruments";
  index: number | null;
  criteria: Record<string, string | null>;
  delta_pct: number | null;
  lines_touched: number;
  record_ids: string[];
  /** The change this adjustment alone makes to the baseline totals. */
  effect_alone_kg: { location_based: number; market_based: number };
}

export interface ScenarioResult {
  unit: "kg CO2e";
  baseline: ScenarioTotals;
  scenario: ScenarioTotals;
  delta: { absolute: ScenarioTotals; pct: { location_based: number | null; market_based: number | null } };
  instruments: { baseline: InstrumentUse; scenario: InstrumentUse };
  intensity: {
    unit: string;
    baseline: { location_based: number; market_based: number };
    scenario: { location_based: number; market_based: number };
  } | null;
  adjustments: AppliedAdjustment[];
  notes: string[];
  explain: { formulas: Record<string, string>; references: string[] };
}
