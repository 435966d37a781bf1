import type { ProductPictureKind } from "~/content/solutions/solution";
import type { DemoFigures } from "../../../contracts/demo-figures";

/**
 * What each chart draws, taken from the demo tenant's figures (`virtual:demo-figures`): sums over the last
 * 12 months and the 12 before, by scope, facility and source type. Pure, so loaders run it at build time and a
 * test can check the pictures against the figures.
 */

type Scopes = [number, number, number];

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const pctChange = (now: number, before: number) => (before === 0 ? 0 : ((now - before) / before) * 100);

/** Index range of the last `n` months, `skip` months back from the end. */
const window = (f: DemoFigures, n: number, skip = 0) => [f.months.length - n - skip, f.months.length - skip] as const;

function scopesOver(f: DemoFigures, [from, to]: readonly [number, number]): Scopes {
  const out: Scopes = [0, 0, 0];
  for (const facility of f.facilities) for (let s = 0; s < 3; s++) out[s]! += sum(facility.scopes[s]!.slice(from, to));
  return out;
}

function producedOver(f: DemoFigures, [from, to]: readonly [number, number]) {
  return sum(f.facilities.map((x) => sum(x.production?.slice(from, to) ?? [])));
}

/** Monthly tCO2e by scope over the last `n` months. */
export function monthlyByScope(f: DemoFigures, n: number) {
  const [from, to] = window(f, n);
  const months = f.months.slice(from, to);
  const scopes = [0, 1, 2].map((s) => months.map((_, i) => sum(f.facilities.map((x) => x.scopes[s]![from + i]!)))) as [
    number[],
    number[],
    number[],
  ];
  return { months, scopes };
}

/** The home dashboard: the last 12 months by scope, with the year's total, change and intensity. */
export function scopeDashboard(f: DemoFigures) {
  const year = window(f, 12);
  const byScope = scopesOver(f, year);
  const total = sum(byScope);
  const previous = sum(scopesOver(f, window(f, 12, 12)));
  return {
    ...monthlyByScope(f, 12),
    byScope,
    total,
    changePct: pctChange(total, previous),
    /** tCO2e per tonne produced. */
    intensity: total / producedOver(f, year),
  };
}
export type ScopeDashboardData = ReturnType<typeof scopeDashboard>;

/** Monthly totals of the last 18 months and the forecast that follows them. */
export function emissionsForecast(f: DemoFigures) {
  const { months, scopes } = monthlyByScope(f, 18);
  return {
    actual: months.map((month, i) => ({ month, value: scopes[0][i]! + scopes[1][i]! + scopes[2][i]! })),
    forecast: f.forecast.points,
    model: f.forecast.model,
    mape: f.forecast.mape,
  };
}
export type EmissionsForecastData = ReturnType<typeof emissionsForecast>;

/** The reporting dashboard: the year's totals by scope and source type, and its data quality. */
export function reportingKpis(f: DemoFigures) {
  const year = window(f, 12);
  const byScope = scopesOver(f, year);
  return {
    months: f.months.slice(...year),
    byScope,
    total: sum(byScope),
    sourceTypes: f.year.sourceTypes,
    completenessPct: f.year.completenessPct,
    estimatedPct: f.year.estimatedPct,
  };
}
export type ReportingKpisData = ReturnType<typeof reportingKpis>;

/** The platform's sites: each one's sources and its year by scope, intensity and change on the year before. */
export function facilityOverview(f: DemoFigures) {
  const year = window(f, 12);
  const before = window(f, 12, 12);
  return {
    months: f.months.slice(...year),
    facilities: f.facilities.map((x) => {
      const one = { ...f, facilities: [x] };
      const byScope = scopesOver(one, year);
      const total = sum(byScope);
      const produced = producedOver(one, year);
      return {
        name: x.name,
        state: x.state,
        sources: x.sources.length,
        byScope,
        total,
        intensity: produced > 0 ? total / produced : null,
        changePct: pctChange(total, sum(scopesOver(one, before))),
      };
    }),
  };
}
export type FacilityOverviewData = ReturnType<typeof facilityOverview>;

/** The pictures of the product a page can show, by name, each with the figures it draws. */
export const productPictures = {
  scopes: scopeDashboard,
  forecast: emissionsForecast,
  kpis: reportingKpis,
  facilities: facilityOverview,
} satisfies Record<ProductPictureKind, (f: DemoFigures) => unknown>;
export type ProductPictureData = {
  [K in ProductPictureKind]: { kind: K; data: ReturnType<(typeof productPictures)[K]> };
}[ProductPictureKind];

export function productPicture(kind: ProductPictureKind, f: DemoFigures): ProductPictureData {
  return { kind, data: productPictures[kind](f) } as ProductPictureData;
}
