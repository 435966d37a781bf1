import { isFiniteNumber, issue, type Outcome, type PlanningIssue } from "./issues";

/**
 * Marginal abatement cost curve: each measure's equivalent annual cost per tonne abated, measures ordered from the
 * cheapest tonne to the dearest. Money in, rupees (INR); money out, integer paise.
 */

export interface MaccMeasureInput {
  id: string;
  label: string;
  /** Up-front investment, INR (>= 0). */
  capex_inr: number;
  /** Change in yearly operating cost, INR per year; negative for savings. */
  opex_delta_inr: number;
  lifetime_years: number;
  annual_abatement_tco2e: number;
}

export interface MaccRequest {
  measures: readonly MaccMeasureInput[];
  /** Yearly discount rate, percent; default 10. */
  discount_rate_pct?: number;
}

export interface MaccBar {
  rank: number;
  id: string;
  label: string;
  annual_abatement_tco2e: number;
  /** The bar's width on the abatement axis: its annual abatement. */
  width_tco2e: number;
  /** Where the bar starts and ends on the cumulative abatement axis. */
  cumulative_start_tco2e: number;
  cumulative_abatement_tco2e: number;
  capital_recovery_factor: number;
  annualised_cost_paise: number;
  /** Paise per tonne CO2e per year: the bar's height. */
  cost_per_tco2e_paise: number;
}

export interface MaccResult {
  currency: "INR";
  money_unit: "paise";
  cost_per_tco2e_unit: "INR paise per tCO2e";
  rounding: string;
  discount_rate_pct: number;
  bars: MaccBar[];
  totals: {
    measures: number;
    annual_abatement_tco2e: number;
    /** Sum of the bars' annualised costs. */
    annualised_cost_paise: number;
    /** Sum of cost_i x abatement_i over the sum of abatement_i, i.e. total annualised cost over total abatement. */
    abatement_weighted_average_cost_per_tco2e_paise: number;
    /** Abatement of the measures whose cost per tonne is zero or negative (they pay for themselves). */
    negative_or_zero_cost_abatement_tco2e: number;
  };
  assumptions: string[];
  explain: {
    formulas: Record<"capital_recovery_factor" | "annualised_cost" | "cost_per_tco2e" | "weighted_average", string>;
    inputs: { discount_rate: number; measures: MaccMeasureInput[] };
    per_measure: {
      id: string;
      capital_recovery_factor: number;
      capital_recovery_inr_per_year: number;
      opex_delta_inr_per_year: number;
      annualised_cost_inr: number;
      cost_per_tco2e_inr: number;
    }[];
    ordering: string;
    references: string[];
  };
}

export const DEFAULT_DISCOUNT_RATE_PCT = 10;
const MAX_MEASURES = 1000;
/** Keeps every paise figure a safe integer. */
const MAX_MONEY_INR = 1e12;

/** CRF(r, n) = r (1 + r)^n / ((1 + r)^n - 1); 1 / n when r = 0. */
export function capitalRecoveryFactor(rate: number, years: number): number {
  if (rate === 0) return 1 / years;
  const growth = (1 + rate) ** years;
  return (rate * growth) / (growth - 1);
}

/** Rounds to the nearest integer, halves away from zero. */
export function roundHalfAwayFromZero(v: number): number {
  return Math.sign(v) * Math.round(Math.abs(v));
}

export function buildMacc(request: MaccRequest): Outcome<MaccResult> {
  const issues = validate(request);
  if (issues.length > 0) return { ok: false, issues };
  const ratePct = request.discount_rate_pct ?? DEFAULT_DISCOUNT_RATE_PCT;
  const rate = ratePct / 100;

  const priced = request.measures.map((m) => {
    const crf = capitalRecoveryFactor(rate, m.lifetime_years);
    const capitalRecovery = m.capex_inr * crf;
    const annualised = capitalRecovery + m.opex_delta_inr;
    const perTonne = annualised / m.annual_abatement_tco2e;
    return {
      measure: m,
      crf,
      capitalRecovery,
      annualised,
      perTonne,
      annualisedPaise: roundHalfAwayFromZero(annualised * 100),
      perTonnePaise: roundHalfAwayFromZero(perTonne * 100),
    };
  });
  const unsafe = priced.flatMap((p, i) =>
    Number.isSafeInteger(p.perTonnePaise)
      ? []
      : [
          issue(
            ["measures", i, "annual_abatement_tco2e"],
            "OUT_OF_RANGE",
            `measure "${p.measure.id}": the cost per tonne exceeds what paise integers can hold; check annual_abatement_tco2e`,
          ),
        ],
  );
  if (unsafe.length > 0) return { ok: false, issues: unsafe };
  const ordered = [...priced].sort(
    (a, b) =>
      a.perTonnePaise - b.perTonnePaise || (a.measure.id < b.measure.id ? -1 : a.measure.id > b.measure.id ? 1 : 0),
  );

  let cumulative = 0;
  const bars: MaccBar[] = ordered.map((p, i) => {
    const start = cumulative;
    cumulative += p.measure.annual_abatement_tco2e;
    return {
      rank: i + 1,
      id: p.measure.id,
      label: p.measure.label,
      annual_abatement_tco2e: p.measure.annual_abatement_tco2e,
      width_tco2e: p.measure.annual_abatement_tco2e,
      cumulative_start_tco2e: start,
      cumulative_abatement_tco2e: cumulative,
      capital_recovery_factor: p.crf,
      annualised_cost_paise: p.annualisedPaise,
      cost_per_tco2e_paise: p.perTonnePaise,
    };
  });

  const totalAbatement = cumulative;
  const totalAnnualised = priced.reduce((s, p) => s + p.annualised, 0);
  return {
    ok: true,
    value: {
      currency: "INR",
      money_unit: "paise",
      cost_per_tco2e_unit: "INR paise per tCO2e",
      rounding:
        "computed in full precision from the INR inputs; each reported paise figure is rounded once to the nearest paise, halves away from zero; the total annualised cost is the sum of the rounded bars; bars are ordered by their rounded cost per tonne",
      discount_rate_pct: ratePct,
      bars,
      totals: {
        measures: bars.length,
        annual_abatement_tco2e: totalAbatement,
        annualised_cost_paise: bars.reduce((s, b) => s + b.annualised_cost_paise, 0),
        abatement_weighted_average_cost_per_tco2e_paise: roundHalfAwayFromZero(
          (totalAnnualised * 100) / totalAbatement,
        ),
        negative_or_zero_cost_abatement_tco2e: bars
          .filter((b) => b.cost_per_tco2e_paise <= 0)
          .reduce((s, b) => s + b.annual_abatement_tco2e, 0),
      },
      assumptions: [
        "Measures are treated as independent: interactions between them (overlapping savings, changed baselines) are not modelled, so abatement and costs simply add up along the curve.",
        "Costs are equivalent annual costs over each measure's lifetime at the one discount rate given; no residual value, no tax, no inflation.",
      ],
      explain: {
        formulas: {
          capital_recovery_factor: "CRF(r, n) = r (1 + r)^n / ((1 + r)^n - 1); CRF(0, n) = 1 / n",
          annualised_cost: "annualised cost = capex x CRF(r, n) + opex_delta",
          cost_per_tco2e: "cost per tCO2e = annualised cost / annual abatement",
          weighted_average: "abatement-weighted average cost = sum(cost_i x abatement_i) / sum(abatement_i)",
        },
        inputs: { discount_rate: rate, measures: request.measures.map((m) => ({ ...m })) },
        per_measure: priced.map((p) => ({
          id: p.measure.id,
          capital_recovery_factor: p.crf,
          capital_recovery_inr_per_year: p.capitalRecovery,
          opex_delta_inr_per_year: p.measure.opex_delta_inr,
          annualised_cost_inr: p.annualised,
          cost_per_tco2e_inr: p.perTonne,
        })),
        ordering: "ascending cost per tCO2e; equal costs in ascending id order",
        references: [
          "Capital recovery factor: standard engineering economics, e.g. NREL, Simple Levelized Cost of Energy (LCOE) Calculator Documentation",
          "Kesicki & Ekins (2012), Marginal abatement cost curves: a call for caution, Climate Policy 12(2)",
          "McKinsey & Company (2009), Pathways to a Low-Carbon Economy (the cost-curve presentation)",
        ],
      },
    },
  };
}

function validate(request: MaccRequest): PlanningIssue[] {
  const issues: PlanningIssue[] = [];
  const rate = request.discount_rate_pct;
  if (rate !== undefined && (!isFiniteNumber(rate) || rate < 0 || rate > 100)) {
    issues.push(issue(["discount_rate_pct"], "OUT_OF_RANGE", "discount_rate_pct must be a number from 0 to 100"));
  }
  const measures = request.measures ?? [];
  if (measures.length === 0) issues.push(issue(["measures"], "REQUIRED", "give at least one measure"));
  if (measures.length > MAX_MEASURES) {
    issues.push(issue(["measures"], "OUT_OF_RANGE", `at most ${MAX_MEASURES} measures`));
  }
  const seen = new Set<string>();
  measures.forEach((m, i) => {
    const id = typeof m?.id === "string" ? m.id : "";
    const name = id ? `measure "${id}"` : `measure ${i + 1}`;
    const at = (field: string) => ["measures", i, field];
    if (!id) issues.push(issue(at("id"), "REQUIRED", `${name}: id is required`));
    else if (seen.has(id)) issues.push(issue(at("id"), "DUPLICATE", `${name}: another measure has the same id`));
    seen.add(id);
    if (typeof m?.label !== "string") issues.push(issue(at("label"), "REQUIRED", `${name}: label is required`));
    if (!isFiniteNumber(m?.capex_inr) || m.capex_inr < 0 || m.capex_inr > MAX_MONEY_INR) {
      issues.push(issue(at("capex_inr"), "OUT_OF_RANGE", `${name}: capex_inr must be from 0 to ${MAX_MONEY_INR} INR`));
    }
    if (!isFiniteNumber(m?.opex_delta_inr) || Math.abs(m.opex_delta_inr) > MAX_MONEY_INR) {
      issues.push(
        issue(
          at("opex_delta_inr"),
          "OUT_OF_RANGE",
          `${name}: opex_delta_inr must be a number within +-${MAX_MONEY_INR} INR`,
        ),
      );
    }
    if (!isFiniteNumber(m?.lifetime_years) || m.lifetime_years <= 0 || m.lifetime_years > 100) {
      issues.push(
        issue(at("lifetime_years"), "OUT_OF_RANGE", `${name}: lifetime_years must be greater than 0 (at most 100)`),
      );
    }
    if (!isFiniteNumber(m?.annual_abatement_tco2e) || m.annual_abatement_tco2e <= 0) {
      issues.push(
        issue(at("annual_abatement_tco2e"), "OUT_OF_RANGE", `${name}: annual_abatement_tco2e must be greater than 0`),
      );
    }
  });
  return issues;
}
