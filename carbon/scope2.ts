import { daysInclusive, overlapDays } from "./periods";
import { err, ok, type Result } from "./result";

/**
 * Scope 2 dual reporting, GHG Protocol Scope 2 Guidance (2015).
 * - Location-based: consumption × grid-average factor. Contractual instruments never change it.
 * - Market-based: instruments cover MWh in the Guidance's order of precedence (Table 6.3: energy attribute
 *   certificates, then contracts such as PPAs, then supplier-specific rates; input order within a kind), at most the
 *   MWh consumed, each at its own rate (0 for renewable certificates). MWh not covered take the residual mix where
 *   one is published, else the grid average, disclosed as a fallback. No residual mix is published for India (it has
 *   no attribute-tracking system that publishes one; CEA publishes grid-average and margin rates only), nor is one in
 *   the catalogue for any country, so today every uncovered MWh takes the grid average.
 */

export const INSTRUMENT_KINDS = ["REC", "PPA", "SUPPLIER_RATE"] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

export type Instrument = { id?: string; kind: InstrumentKind; mwh: number; emission_rate_kg_per_mwh: number };

export type Scope2Input = {
  consumption_mwh: number;
  /** The location-based factor (the selected grid factor's kg per MWh). */
  grid_average_kg_per_mwh: number;
  /** A published residual mix for the grid and period, or null when there is none. */
  residual_mix_kg_per_mwh: number | null;
  instruments: Instrument[];
};

export type InstrumentAllocation = { id?: string; kind: InstrumentKind; mwh_applied: number; kg: number };

export type Scope2Result = {
  location_based_kg: number;
  market_based_kg: number;
  consumption_mwh: number;
  covered_mwh: number;
  uncovered_mwh: number;
  /** What the uncovered MWh were multiplied by, for disclosure. */
  uncovered_basis: "residual_mix" | "grid_average_fallback";
  uncovered_kg_per_mwh: number;
  allocations: InstrumentAllocation[];
  /** Instrument MWh beyond consumption, not applied. */
  unused_instrument_mwh: number;
};

export type Scope2Error = { code: "OUT_OF_RANGE"; field: string; message: string };

const PRECEDENCE: Record<InstrumentKind, number> = { REC: 0, PPA: 1, SUPPLIER_RATE: 2 };

const nonNegative = (v: number | null) => v === null || (Number.isFinite(v) && v >= 0);

export function scope2DualReport(input: Scope2Input): Result<Scope2Result, Scope2Error> {
  const checks: [string, number | null][] = [
    ["consumption_mwh", input.consumption_mwh],
    ["grid_average_kg_per_mwh", input.grid_average_kg_per_mwh],
    ["residual_mix_kg_per_mwh", input.residual_mix_kg_per_mwh],
    ...input.instruments.flatMap((i, n): [string, number][] => [
      [`instruments[${n}].mwh`, i.mwh],
      [`instruments[${n}].emission_rate_kg_per_mwh`, i.emission_rate_kg_per_mwh],
    ]),
  ];
  const bad = checks.find(([, v]) => !nonNegative(v));
  if (bad) return err({ code: "OUT_OF_RANGE", field: bad[0], message: "Must be a finite number of 0 or more" });

  const ordered = input.instruments
    .map((instrument, index) => ({ instrument, index }))
    .sort((a, b) => PRECEDENCE[a.instrument.kind] - PRECEDENCE[b.instrument.kind] || a.index - b.index);
  let remaining = input.consumption_mwh;
  let unused = 0;
  const allocations: InstrumentAllocation[] = [];
  for (const { instrument } of ordered) {
    const applied = Math.min(instrument.mwh, remaining);
    remaining -= applied;
    unused += instrument.mwh - applied;
    allocations.push({
      ...(instrument.id === undefined ? {} : { id: instrument.id }),
      kind: instrument.kind,
      mwh_applied: applied,
      kg: applied * instrument.emission_rate_kg_per_mwh,
    });
  }
  const residual = input.residual_mix_kg_per_mwh;
  const uncoveredRate = residual ?? input.grid_average_kg_per_mwh;
  const covered = input.consumption_mwh - remaining;
  return ok({
    location_based_kg: input.consumption_mwh * input.grid_average_kg_per_mwh,
    market_based_kg: allocations.reduce((s, a) => s + a.kg, 0) + remaining * uncoveredRate,
    consumption_mwh: input.consumption_mwh,
    covered_mwh: covered,
    uncovered_mwh: remaining,
    uncovered_basis: residual === null ? "grid_average_fallback" : "residual_mix",
    uncovered_kg_per_mwh: uncoveredRate,
    allocations,
    unused_instrument_mwh: unused,
  });
}

/** The MWh of an instrument that fall in a window, pro rata by days (instrument and window periods inclusive). */
export function instrumentMwhInWindow(
  instrument: { mwh: number; period_start: string; period_end: string },
  windowStart: string,
  windowEnd: string,
): number {
  const days = overlapDays(instrument.period_start, instrument.period_end, windowStart, windowEnd);
  return (instrument.mwh * days) / daysInclusive(instrument.period_start, instrument.period_end);
}
