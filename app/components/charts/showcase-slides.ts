import type { ShowcaseSlide } from "~/content/home";
import { featureBadge } from "~/content/plans";
import type { DemoFigures } from "../../../contracts/demo-figures";
import { longMonth, monthRange, nf1, shortMonth, signedPct } from "./chart-kit";
import { facilityOverview, monthlyByScope, scopeDashboard } from "./demo-series";

/**
 * The yearly cut of the trend picture's target: the minimum linear annual reduction of an absolute target aligned
 * with 1.5 °C (SBTi Corporate Net-Zero Standard / target validation criteria: 4.2% a year).
 */
export const TARGET_CUT_PCT = 4.2;

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/**
 * Whole numbers for `values` that add up to `total` (largest remainder): each value rounded down, then the
 * shortfall given one by one to those that lost most. So a column of rounded months sums to its rounded year.
 */
export function roundToTotal(values: readonly number[], total: number): number[] {
  const floors = values.map(Math.floor);
  const order = values.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest);
  let shortfall = total - sum(floors);
  for (const { i } of order) {
    if (shortfall <= 0) break;
    floors[i]! += 1;
    shortfall -= 1;
  }
  return floors;
}

type Slide<K extends ShowcaseSlide["kind"]> = Extract<ShowcaseSlide, { kind: K }>;

/** The year by scope, with its intensity, change on the year before and completeness. */
export function scopesSlide(f: DemoFigures): Slide<"scopes"> {
  const year = scopeDashboard(f);
  const scopes = year.byScope.map((tco2e, i) => ({ scope: (i + 1) as 1 | 2 | 3, tco2e: Math.round(tco2e) }));
  const largest = scopes.reduce((a, b) => (b.tco2e > a.tco2e ? b : a));
  return {
    kind: "scopes",
    title: "Emissions by scope",
    caption: `The demo tenant's last 12 months split by scope, with Scope ${largest.scope} the largest share.`,
    period: monthRange(year.months),
    scopes,
    kpis: [
      { label: "Intensity", value: year.intensity.toFixed(2), note: "tCO2e / tonne produced" },
      { label: "vs previous 12 months", value: signedPct(year.changePct), note: "all scopes" },
      { label: "Completeness", value: `${nf1.format(f.year.completenessPct)}%`, note: "of facility-months" },
    ],
  };
}

/** Scope 1 and 2 of each of the last 12 months, against a target cut from the 12 months before. */
export function trendSlide(f: DemoFigures): Slide<"trend"> {
  const { months, scopes } = monthlyByScope(f, 24);
  const scope12 = months.map((_, i) => scopes[0][i]! + scopes[1][i]!);
  const baseline = sum(scope12.slice(0, 12)) / 12;
  return {
    kind: "trend",
    title: "Monthly emissions trend",
    caption: `Scope 1 and 2 each month against a target ${TARGET_CUT_PCT}% below the previous 12 months' average, the yearly cut of a 1.5 °C pathway.`,
    unit: "tCO2e",
    target: Math.round(baseline * (1 - TARGET_CUT_PCT / 100)),
    // The months add up to the year's Scope 1 and Scope 2 as the scope picture rounds them.
    points: roundToTotal(
      scope12.slice(12),
      Math.round(sum(scopes[0].slice(12))) + Math.round(sum(scopes[1].slice(12))),
    ).map((value, i) => ({ month: shortMonth(months[12 + i]!), value })),
  };
}

/** Each demo site's year: tCO2e, intensity per tonne produced and change on the year before. */
export function facilitiesSlide(f: DemoFigures): Slide<"facilities"> {
  const sites = facilityOverview(f);
  return {
    kind: "facilities",
    title: "Facility performance",
    caption: `Emissions, intensity per tonne produced and year-on-year change of the ${sites.facilities.length} demo sites, to ${longMonth(sites.months.at(-1)!)}.`,
    rows: sites.facilities.map((s) => ({
      facility: s.name,
      state: s.state,
      tco2e: Math.round(s.total),
      intensity: s.intensity,
      change: s.changePct,
    })),
  };
}

/** The sandbox's abatement example for the demo plants, as the planning engine costs it. */
export function maccSlide(f: DemoFigures): Slide<"macc"> {
  return {
    kind: "macc",
    title: "Marginal abatement cost curve",
    badge: featureBadge("macc"),
    caption: `The sandbox's ${f.macc.length} example measures for the demo plants, ordered by cost per tonne, from money-saving to costly.`,
    measures: f.macc.map((m) => ({ label: m.label, costPerTonne: Math.round(m.costPerTonne), abatement: m.abatement })),
  };
}

/** The home showcase's pictures, in carousel order, from the demo tenant's figures. */
export const showcaseSlides = (f: DemoFigures): ShowcaseSlide[] => [
  scopesSlide(f),
  trendSlide(f),
  facilitiesSlide(f),
  maccSlide(f),
];
