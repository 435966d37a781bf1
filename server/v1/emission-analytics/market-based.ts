import { addDays, type Grain, instrumentMwhInWindow, nextBucketStart, scope2DualReport } from "../../../carbon";

/** Sums of one bucket, facility and group, as the store reads them. */
export type Cell = {
  bucket: string;
  facility_id: string;
  scope: 1 | 2 | 3;
  /** Purchased grid electricity: the rows market-based Scope 2 applies to. */
  grid: boolean;
  dims: Record<string, string | number | null>;
  fuel_unit: string | null;
  co2e: number;
  co2: number;
  ch4: number;
  n2o: number;
  energy_kwh: number;
  fuel: number;
  estimated_co2e: number;
  estimated: boolean;
};

/** A cell with its CO2e by market-based Scope 2 too (equal to co2e outside grid electricity). */
export type PricedCell = Cell & { co2e_market: number };

export type InstrumentRow = {
  id: string;
  facility_id: string;
  kind: "REC" | "PPA" | "SUPPLIER_RATE";
  mwh: number;
  emission_rate_kg_per_mwh: number;
  period_start: string;
  period_end: string;
};

/** The market-based result of one facility's grid electricity in one bucket. */
export type Scope2Cell = {
  location_kg: number;
  market_kg: number;
  mwh: number;
  covered_mwh: number;
  basis: "residual_mix" | "grid_average_fallback";
};

/**
 * Market-based Scope 2 per (bucket, facility): the instruments' MWh pro-rated by days to the bucket within the
 * window, applied by the GHG Protocol's precedence, at most the MWh consumed; uncovered MWh at the residual mix,
 * or the grid average as the disclosed fallback (no residual mix is published for India). Each grid cell takes its
 * facility-bucket's market/location ratio.
 */
export function withMarketBased(
  cells: readonly Cell[],
  instruments: readonly InstrumentRow[],
  grain: Grain | "window",
  window: { from: string; to: string },
): { cells: PricedCell[]; scope2: Scope2Cell[] } {
  const grid = new Map<string, { location: number; mwh: number }>();
  for (const c of cells) {
    if (!c.grid) continue;
    const key = `${c.bucket}|${c.facility_id}`;
    const g = grid.get(key) ?? { location: 0, mwh: 0 };
    g.location += c.co2e;
    g.mwh += c.energy_kwh / 1000;
    grid.set(key, g);
  }
  const scope2 = new Map<string, Scope2Cell>();
  for (const [key, g] of grid) {
    const [bucket, facility] = key.split("|") as [string, string];
    const start = grain === "window" || bucket < window.from ? window.from : bucket;
    const next = grain === "window" ? addDays(window.to, 1) : nextBucketStart(bucket, grain);
    const end = addDays(next, -1) > window.to ? window.to : addDays(next, -1);
    const applicable = instruments
      .filter((i) => i.facility_id === facility)
      .map((i) => ({
        id: i.id,
        kind: i.kind,
        mwh: instrumentMwhInWindow(i, start, end),
        emission_rate_kg_per_mwh: i.emission_rate_kg_per_mwh,
      }))
      .filter((i) => i.mwh > 0);
    const report = scope2DualReport({
      consumption_mwh: g.mwh,
      grid_average_kg_per_mwh: g.mwh > 0 ? g.location / g.mwh : 0,
      residual_mix_kg_per_mwh: null,
      instruments: applicable,
    });
    if (!report.ok) continue;
    scope2.set(key, {
      location_kg: g.location,
      market_kg: g.mwh > 0 ? report.value.market_based_kg : g.location,
      mwh: g.mwh,
      covered_mwh: report.value.covered_mwh,
      basis: report.value.uncovered_basis,
    });
  }
  const priced = cells.map((c) => {
    const m = c.grid ? scope2.get(`${c.bucket}|${c.facility_id}`) : undefined;
    const co2e_market = !m || m.location_kg === 0 ? c.co2e : c.co2e * (m.market_kg / m.location_kg);
    return { ...c, co2e_market };
  });
  return { cells: priced, scope2: [...scope2.values()] };
}

/** A cell's CO2e by the chosen Scope 2 method. */
export const co2eOf = (cell: PricedCell, method: "MARKET" | "LOCATION") =>
  method === "LOCATION" ? cell.co2e : cell.co2e_market;
