import type { Outcome } from "./issues";
import type {
  AppliedAdjustment,
  EmissionLine,
  Instruments,
  InstrumentUse,
  ScenarioKnobs,
  ScenarioRequest,
  ScenarioResult,
  ScenarioTotals,
} from "./scenario-types";
import { validateScenario } from "./scenario-validation";

/**
 * What-if scenarios on a baseline of emission lines: emission-factor changes, activity changes and contractual
 * instruments (PPAs, RECs), with Scope 2 reported both ways as the GHG Protocol Scope 2 Guidance (2015) requires.
 * Emissions in kg CO2e.
 */

/** Applies the knobs to the lines and compares baseline and scenario. */
export function runScenario(request: ScenarioRequest): Outcome<ScenarioResult> {
  const issues = validateScenario(request);
  if (issues.length > 0) return { ok: false, issues };
  const { lines, knobs } = request;
  const baseInstruments = request.baseline_instruments ?? {};
  const efs = knobs.ef_adjustments ?? [];
  const acts = knobs.activity_adjustments ?? [];
  const added = knobs.instruments ?? {};
  const scenarioInstruments = {
    ppas_mwh: (baseInstruments.ppas_mwh ?? 0) + (added.ppas_mwh ?? 0),
    recs_mwh: (baseInstruments.recs_mwh ?? 0) + (added.recs_mwh ?? 0),
  };

  const efMatches = efs.map((a) =>
    lines.map((l) => l.activity === a.activity && (a.region == null || l.region === a.region)),
  );
  const actMatches = acts.map((a) =>
    lines.map(
      (l) =>
        (a.facility_id == null || l.facility_id === a.facility_id) &&
        (a.source_type == null || l.source_type === a.source_type),
    ),
  );
  const evaluate = (useEf: (i: number) => boolean, useAct: (i: number) => boolean, instruments: Instruments) =>
    totals(lines, efs, acts, efMatches, actMatches, useEf, useAct, instruments);

  const baseline = evaluate(
    () => false,
    () => false,
    baseInstruments,
  );
  const scenario = evaluate(
    () => true,
    () => true,
    scenarioInstruments,
  );
  const effectAlone = (t: ReturnType<typeof evaluate>) => ({
    location_based: t.totals.total.location_based - baseline.totals.total.location_based,
    market_based: t.totals.total.market_based - baseline.totals.total.market_based,
  });
  const touched = (matches: boolean[]) => {
    const idx = matches.flatMap((m, i) => (m ? [i] : []));
    return { lines_touched: idx.length, record_ids: idx.flatMap((i) => (lines[i]!.id ? [lines[i]!.id!] : [])) };
  };

  const adjustments: AppliedAdjustment[] = [
    ...efs.map((a, k) => ({
      kind: "ef_adjustment" as const,
      index: k,
      criteria: { activity: a.activity, region: a.region ?? null },
      delta_pct: a.delta_pct,
      ...touched(efMatches[k]!),
      effect_alone_kg: effectAlone(
        evaluate(
          (j) => j === k,
          () => false,
          baseInstruments,
        ),
      ),
    })),
    ...acts.map((a, k) => ({
      kind: "activity_adjustment" as const,
      index: k,
      criteria: { facility_id: a.facility_id ?? null, source_type: a.source_type ?? null },
      delta_pct: a.delta_pct,
      ...touched(actMatches[k]!),
      effect_alone_kg: effectAlone(
        evaluate(
          () => false,
          (j) => j === k,
          baseInstruments,
        ),
      ),
    })),
  ];
  if ((added.ppas_mwh ?? 0) > 0 || (added.recs_mwh ?? 0) > 0) {
    adjustments.push({
      kind: "instruments",
      index: null,
      criteria: { ppas_mwh: String(added.ppas_mwh ?? 0), recs_mwh: String(added.recs_mwh ?? 0) },
      delta_pct: null,
      ...touched(lines.map((l) => l.scope === 2)),
      effect_alone_kg: effectAlone(
        evaluate(
          () => false,
          () => false,
          scenarioInstruments,
        ),
      ),
    });
  }

  const notes = adjustments
    .filter((a) => a.lines_touched === 0)
    .map((a) => `${a.kind} ${a.index ?? ""} (${describeCriteria(a.criteria)}) matched no line`.replace("  ", " "));
  if (scenario.instruments.unused_mwh > 0) {
    notes.push(
      `${scenario.instruments.unused_mwh} MWh of certificates exceed the ${scenario.instruments.consumed_mwh} MWh consumed and cover nothing`,
    );
  }
  const fallbackLines = lines.filter((l) => l.scope === 2 && l.market?.basis === "grid_average").length;
  if (fallbackLines > 0) {
    notes.push(
      `${fallbackLines} Scope 2 line(s) have no residual mix: their uncovered MWh use the grid average, a disclosed fallback`,
    );
  }

  const pct = (key: "location_based" | "market_based") =>
    baseline.totals.total[key] === 0
      ? null
      : (100 * (scenario.totals.total[key] - baseline.totals.total[key])) / baseline.totals.total[key];
  const d = request.denominator;
  return {
    ok: true,
    value: {
      unit: "kg CO2e",
      baseline: baseline.totals,
      scenario: scenario.totals,
      delta: {
        absolute: subtract(scenario.totals, baseline.totals),
        pct: { location_based: pct("location_based"), market_based: pct("market_based") },
      },
      instruments: { baseline: baseline.instruments, scenario: scenario.instruments },
      intensity: d
        ? {
            unit: `kg CO2e per ${d.unit}`,
            baseline: divide(baseline.totals.total, d.baseline),
            scenario: divide(scenario.totals.total, d.scenario ?? d.baseline),
          }
        : null,
      adjustments,
      notes,
      explain: {
        formulas: {
          line: "emissions = quantity x (1 + activity deltas) x factor x (1 + factor deltas); deltas that match the same line multiply",
          ef_adjustment:
            "matches lines by activity (and region when given); on Scope 2 lines it scales the location-based factor and the market-based factor of uncovered MWh",
          activity_adjustment: "matches lines by facility_id and/or source_type and scales their quantity",
          instruments:
            "covered MWh = min(PPA MWh + REC MWh, Scope 2 MWh consumed), PPAs first, spread over the Scope 2 lines in proportion to their MWh at 0 kg/MWh; uncovered MWh keep their market-based factor (residual mix, or the grid average as a disclosed fallback); location-based figures are unchanged",
          scope2_market_based: "sum over Scope 2 lines of uncovered MWh x market-based factor",
          scope2_location_based: "sum over Scope 2 lines of MWh x grid-average factor",
        },
        references: [
          "GHG Protocol Scope 2 Guidance (WRI/WBCSD 2015): dual reporting, Scope 2 quality criteria, residual mix",
          "GHG Protocol Corporate Standard (revised edition, 2004)",
        ],
      },
    },
  };
}

function totals(
  lines: readonly EmissionLine[],
  efs: NonNullable<ScenarioKnobs["ef_adjustments"]>,
  acts: NonNullable<ScenarioKnobs["activity_adjustments"]>,
  efMatches: boolean[][],
  actMatches: boolean[][],
  useEf: (k: number) => boolean,
  useAct: (k: number) => boolean,
  instruments: Instruments,
) {
  const adjusted = lines.map((line, i) => {
    let quantity = line.quantity;
    acts.forEach((a, k) => {
      if (useAct(k) && actMatches[k]![i]) quantity *= 1 + a.delta_pct / 100;
    });
    let factorScale = 1;
    efs.forEach((a, k) => {
      if (useEf(k) && efMatches[k]![i]) factorScale *= 1 + a.delta_pct / 100;
    });
    return { line, quantity, factorScale };
  });

  const consumed = adjusted.filter((a) => a.line.scope === 2).reduce((s, a) => s + a.quantity, 0);
  const ppa = Math.min(instruments.ppas_mwh ?? 0, consumed);
  const rec = Math.min(instruments.recs_mwh ?? 0, consumed - ppa);
  const covered = ppa + rec;
  const uncoveredShare = consumed > 0 ? 1 - covered / consumed : 0;

  const byScope = { "1": 0, "2": { location_based: 0, market_based: 0 }, "3": 0 };
  for (const { line, quantity, factorScale } of adjusted) {
    const location = quantity * line.factor_kg_per_unit * factorScale;
    if (line.scope === 2) {
      byScope["2"].location_based += location;
      byScope["2"].market_based += quantity * uncoveredShare * line.market!.factor_kg_per_mwh * factorScale;
    } else {
      byScope[String(line.scope) as "1" | "3"] += location;
    }
  }
  const use: InstrumentUse = {
    consumed_mwh: consumed,
    ppa_mwh_applied: ppa,
    rec_mwh_applied: rec,
    covered_mwh: covered,
    unused_mwh: (instruments.ppas_mwh ?? 0) + (instruments.recs_mwh ?? 0) - covered,
  };
  return {
    totals: {
      by_scope: byScope,
      total: {
        location_based: byScope["1"] + byScope["2"].location_based + byScope["3"],
        market_based: byScope["1"] + byScope["2"].market_based + byScope["3"],
      },
    },
    instruments: use,
  };
}

function subtract(a: ScenarioTotals, b: ScenarioTotals): ScenarioTotals {
  return {
    by_scope: {
      "1": a.by_scope["1"] - b.by_scope["1"],
      "2": {
        location_based: a.by_scope["2"].location_based - b.by_scope["2"].location_based,
        market_based: a.by_scope["2"].market_based - b.by_scope["2"].market_based,
      },
      "3": a.by_scope["3"] - b.by_scope["3"],
    },
    total: {
      location_based: a.total.location_based - b.total.location_based,
      market_based: a.total.market_based - b.total.market_based,
    },
  };
}

function divide(total: ScenarioTotals["total"], denominator: number) {
  return { location_based: total.location_based / denominator, market_based: total.market_based / denominator };
}

function describeCriteria(criteria: Record<string, string | null>) {
  return Object.entries(criteria)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
}
