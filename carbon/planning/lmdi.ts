import { isFiniteNumber, issue, type Outcome, type PlanningIssue } from "./issues";

/**
 * LMDI-I decomposition of a change in emissions (Ang 2005): C = sum_i Q S_i I_i, with Q the total activity,
 * S_i = Q_i / Q the sector's share of it and I_i = C_i / Q_i its emission intensity.
 *
 * Additive:        dC_x = sum_i L(C_i^T, C_i^0) ln(x_i^T / x_i^0),  L(a, b) = (a - b) / (ln a - ln b), L(a, a) = a
 * Multiplicative:  D_x = exp(sum_i L(C_i^T, C_i^0) / L(C^T, C^0) ln(x_i^T / x_i^0)) = exp(dC_x / L(C^T, C^0))
 * Both decompose exactly: dC_act + dC_str + dC_int = C^T - C^0 and D_act D_str D_int = C^T / C^0.
 *
 * Zero values take the analytical limits (Ang & Liu 2007, following Ang, Zhang & Choi 1998 and Wood & Lenzen 2006)
 * rather than a small number in place of zero: L(x, 0) = 0, so a sector whose emissions are zero in one period
 * contributes its whole change to the factor that is zero (its activity share when it has no activity, its intensity
 * when it has activity but no emissions) and nothing to the others.
 */

export interface LmdiPeriodValues {
  /** Activity: production or energy use, in one unit across sectors. */
  activity: number;
  /** Emissions, e.g. kg CO2e. */
  emissions: number;
}

export interface LmdiSectorInput {
  id: string;
  base: LmdiPeriodValues;
  target: LmdiPeriodValues;
}

export interface LmdiRequest {
  sectors: readonly LmdiSectorInput[];
}

export type LmdiZeroCase =
  | "none"
  | "appears"
  | "disappears"
  | "intensity_from_zero"
  | "intensity_to_zero"
  | "zero_in_both_periods";

export interface LmdiEffects {
  activity: number;
  structure: number;
  intensity: number;
}

export interface LmdiSectorResult {
  id: string;
  base: LmdiPeriodValues & { activity_share: number; intensity: number | null };
  target: LmdiPeriodValues & { activity_share: number; intensity: number | null };
  change: number;
  /** Additive weight L(C_i^T, C_i^0). */
  weight: number;
  /** Multiplicative weight L(C_i^T, C_i^0) / L(C^T, C^0); null when the multiplicative form is undefined. */
  multiplicative_weight: number | null;
  effects: LmdiEffects;
  zero_case: LmdiZeroCase;
}

export interface LmdiResult {
  totals: {
    base: LmdiPeriodValues;
    target: LmdiPeriodValues;
    change: number;
    /** C^T / C^0; null when base emissions are 0. */
    ratio: number | null;
  };
  additive: LmdiEffects & {
    sum: number;
    /** sum - change, from floating-point rounding only. */
    residual: number;
  };
  multiplicative:
    | (LmdiEffects & { product: number; ratio: number; total_weight: number; unavailable_reason: null })
    | { unavailable_reason: string };
  sectors: LmdiSectorResult[];
  explain: {
    identity: string;
    formulas: Record<"logarithmic_mean" | "additive" | "multiplicative", string>;
    zero_values: string;
    references: string[];
  };
}

/** The logarithmic mean; L(a, 0) = L(0, b) = 0. */
export function logarithmicMean(a: number, b: number): number {
  if (a === b) return a;
  if (a === 0 || b === 0) return 0;
  return (a - b) / logRatio(a, b);
}

/** ln(a / b); through log1p when a and b are close, where ln of the rounded quotient would lose digits. */
function logRatio(a: number, b: number) {
  const ratio = a / b;
  return Math.abs(ratio - 1) < 0.5 ? Math.log1p((a - b) / b) : Math.log(ratio);
}

export function decomposeLmdi(request: LmdiRequest): Outcome<LmdiResult> {
  const issues = validate(request);
  if (issues.length > 0) return { ok: false, issues };
  const sectors = request.sectors;
  const sum = (pick: (s: LmdiSectorInput) => number) => sectors.reduce((t, s) => t + pick(s), 0);
  const q0 = sum((s) => s.base.activity);
  const qT = sum((s) => s.target.activity);
  const c0 = sum((s) => s.base.emissions);
  const cT = sum((s) => s.target.emissions);
  const activityLog = logRatio(qT, q0);
  const totalWeight = c0 > 0 && cT > 0 ? logarithmicMean(cT, c0) : null;

  const results: LmdiSectorResult[] = sectors.map((s) => {
    const e0 = s.base.emissions;
    const eT = s.target.emissions;
    const weight = logarithmicMean(eT, e0);
    let effects: LmdiEffects = { activity: 0, structure: 0, intensity: 0 };
    let zeroCase: LmdiZeroCase = "none";
    if (e0 > 0 && eT > 0) {
      const sectorActivityLog = logRatio(s.target.activity, s.base.activity);
      effects = {
        activity: weight * activityLog,
        structure: weight * (sectorActivityLog - activityLog),
        intensity: weight * (logRatio(eT, e0) - sectorActivityLog),
      };
    } else if (e0 === 0 && eT > 0) {
      zeroCase = s.base.activity === 0 ? "appears" : "intensity_from_zero";
      effects = zeroCase === "appears" ? { ...effects, structure: eT } : { ...effects, intensity: eT };
    } else if (e0 > 0 && eT === 0) {
      zeroCase = s.target.activity === 0 ? "disappears" : "intensity_to_zero";
      effects = zeroCase === "disappears" ? { ...effects, structure: -e0 } : { ...effects, intensity: -e0 };
    } else {
      zeroCase = "zero_in_both_periods";
    }
    const periodOf = (v: LmdiPeriodValues, total: number) => ({
      ...v,
      activity_share: v.activity / total,
      intensity: v.activity > 0 ? v.emissions / v.activity : null,
    });
    return {
      id: s.id,
      base: periodOf(s.base, q0),
      target: periodOf(s.target, qT),
      change: eT - e0,
      weight,
      multiplicative_weight: totalWeight === null ? null : weight / totalWeight,
      effects,
      zero_case: zeroCase,
    };
  });

  const total = (key: keyof LmdiEffects) => results.reduce((t, r) => t + r.effects[key], 0);
  const additive = { activity: total("activity"), structure: total("structure"), intensity: total("intensity") };
  const effectSum = additive.activity + additive.structure + additive.intensity;
  const change = cT - c0;

  let multiplicative: LmdiResult["multiplicative"];
  if (totalWeight === null) {
    multiplicative = {
      unavailable_reason: `the multiplicative form needs emissions above 0 in both periods (base ${c0}, target ${cT})`,
    };
  } else {
    const factor = (x: number) => Math.exp(x / totalWeight);
    const m = {
      activity: factor(additive.activity),
      structure: factor(additive.structure),
      intensity: factor(additive.intensity),
    };
    multiplicative = {
      ...m,
      product: m.activity * m.structure * m.intensity,
      ratio: cT / c0,
      total_weight: totalWeight,
      unavailable_reason: null,
    };
  }

  return {
    ok: true,
    value: {
      totals: {
        base: { activity: q0, emissions: c0 },
        target: { activity: qT, emissions: cT },
        change,
        ratio: c0 > 0 ? cT / c0 : null,
      },
      additive: { ...additive, sum: effectSum, residual: effectSum - change },
      multiplicative,
      sectors: results,
      explain: {
        identity:
          "C = sum_i Q x (Q_i / Q) x (C_i / Q_i): total activity, activity share (structure), emission intensity",
        formulas: {
          logarithmic_mean: "L(a, b) = (a - b) / (ln a - ln b); L(a, a) = a; L(a, 0) = 0",
          additive:
            "dC_act = sum_i L(C_i^T, C_i^0) ln(Q^T / Q^0); dC_str = sum_i L(C_i^T, C_i^0) ln(S_i^T / S_i^0); dC_int = sum_i L(C_i^T, C_i^0) ln(I_i^T / I_i^0)",
          multiplicative:
            "D_x = exp(sum_i [L(C_i^T, C_i^0) / L(C^T, C^0)] ln(x_i^T / x_i^0)) = exp(dC_x / L(C^T, C^0)); D_act D_str D_int = C^T / C^0",
        },
        zero_values:
          "analytical limits (Ang & Liu 2007): a sector with zero emissions in one period gives its whole change to the factor that is zero (structure when its activity is zero, intensity otherwise) and nothing to the others; zero in both periods gives nothing",
        references: [
          "Ang, B.W. (2005), The LMDI approach to decomposition analysis: a practical guide, Energy Policy 33(7), 867-871",
          "Ang, B.W. & Liu, N. (2007), Handling zero values in the logarithmic mean Divisia index decomposition approach, Energy Policy 35(1), 238-246",
        ],
      },
    },
  };
}

function validate(request: LmdiRequest): PlanningIssue[] {
  const issues: PlanningIssue[] = [];
  const sectors = request.sectors ?? [];
  if (sectors.length === 0) issues.push(issue(["sectors"], "REQUIRED", "give at least one sector"));
  const seen = new Set<string>();
  sectors.forEach((s, i) => {
    const id = typeof s?.id === "string" ? s.id : "";
    const name = id ? `sector "${id}"` : `sector ${i + 1}`;
    if (!id) issues.push(issue(["sectors", i, "id"], "REQUIRED", `${name}: id is required`));
    else if (seen.has(id))
      issues.push(issue(["sectors", i, "id"], "DUPLICATE", `${name}: another sector has the same id`));
    seen.add(id);
    for (const period of ["base", "target"] as const) {
      const v = s?.[period];
      for (const field of ["activity", "emissions"] as const) {
        if (!isFiniteNumber(v?.[field]) || v[field] < 0) {
          issues.push(
            issue(["sectors", i, period, field], "OUT_OF_RANGE", `${name}: ${period} ${field} must be 0 or more`),
          );
        }
      }
      if (isFiniteNumber(v?.activity) && isFiniteNumber(v?.emissions) && v.activity === 0 && v.emissions > 0) {
        issues.push(
          issue(
            ["sectors", i, period, "activity"],
            "INCONSISTENT",
            `${name}: ${period} emissions without activity cannot be decomposed into activity x share x intensity`,
          ),
        );
      }
    }
  });
  if (issues.length > 0) return issues;
  for (const period of ["base", "target"] as const) {
    if (sectors.reduce((t, s) => t + s[period].activity, 0) === 0) {
      issues.push(
        issue(
          ["sectors"],
          "INCONSISTENT",
          `the ${period} period has no activity in any sector: activity shares are undefined`,
        ),
      );
    }
  }
  return issues;
}
