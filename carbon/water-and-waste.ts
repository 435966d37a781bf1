import {
  DISCHARGE_DESTINATIONS,
  type DischargeDestination,
  TREATMENT_LEVELS,
  type TreatmentLevel,
  WASTE_CATEGORIES,
  WASTE_DISPOSAL_METHODS,
  WASTE_RECOVERY_OPERATIONS,
  WATER_SOURCES,
  type WasteCategory,
  type WasteDisposalMethod,
  type WasteRecoveryOperation,
  type WasteUnit,
  type WaterSource,
  type WaterUnit,
} from "../contracts/api/brsr-input-lists";

/**
 * A water or waste record's figures as BRSR Principle 6 tables them: every category of the table (a figure not
 * given is 0), in kilolitres or tonnes, with the totals. Water consumption is BRSR's: total withdrawal minus total
 * discharge, computed here and never typed; a record holding more discharge than withdrawal (one that records a
 * period's discharge alone) has a negative consumption, which the year's sum of records settles.
 */

/** How many of each unit make one kilolitre, and one tonne: a figure is divided by it (exact for whole numbers). */
export const UNITS_PER_KILOLITRE: Readonly<Record<WaterUnit, number>> = { kL: 1, m3: 1, L: 1000 };
export const UNITS_PER_TONNE: Readonly<Record<WasteUnit, number>> = { tonne: 1, kg: 1000 };

type Given<K extends string> = Partial<Record<K, number>>;

export type WaterInput = {
  unit: WaterUnit;
  withdrawal: Given<WaterSource>;
  discharge: Partial<Record<DischargeDestination, Given<TreatmentLevel>>>;
};

export type WaterFigures = {
  withdrawal_kl: Record<WaterSource, number>;
  discharge_kl: Record<DischargeDestination, Record<TreatmentLevel, number>>;
  total_withdrawal_kl: number;
  total_discharge_kl: number;
  consumption_kl: number;
};

export type WasteInput = {
  unit: WasteUnit;
  generated: Given<WasteCategory>;
  recovered: Given<WasteRecoveryOperation>;
  disposed: Given<WasteDisposalMethod>;
};

export type WasteFigures = {
  generated_t: Record<WasteCategory, number>;
  recovered_t: Record<WasteRecoveryOperation, number>;
  disposed_t: Record<WasteDisposalMethod, number>;
  total_generated_t: number;
  total_recovered_t: number;
  total_disposed_t: number;
};

/** Every key of `keys` with its given figure divided by `per` (0 where none is given), in the list's order. */
function table<K extends string>(keys: readonly K[], given: Given<K>, per: number): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, (given[k] ?? 0) / per])) as Record<K, number>;
}

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

export function waterFigures(input: WaterInput): WaterFigures {
  const per = UNITS_PER_KILOLITRE[input.unit];
  const withdrawal = table(WATER_SOURCES, input.withdrawal, per);
  const discharge = Object.fromEntries(
    DISCHARGE_DESTINATIONS.map((d) => [d, table(TREATMENT_LEVELS, input.discharge[d] ?? {}, per)]),
  ) as WaterFigures["discharge_kl"];
  const totalWithdrawal = sum(Object.values(withdrawal));
  const totalDischarge = sum(DISCHARGE_DESTINATIONS.map((d) => sum(Object.values(discharge[d]))));
  return {
    withdrawal_kl: withdrawal,
    discharge_kl: discharge,
    total_withdrawal_kl: totalWithdrawal,
    total_discharge_kl: totalDischarge,
    consumption_kl: totalWithdrawal - totalDischarge,
  };
}

export function wasteFigures(input: WasteInput): WasteFigures {
  const per = UNITS_PER_TONNE[input.unit];
  const generated = table(WASTE_CATEGORIES, input.generated, per);
  const recovered = table(WASTE_RECOVERY_OPERATIONS, input.recovered, per);
  const disposed = table(WASTE_DISPOSAL_METHODS, input.disposed, per);
  return {
    generated_t: generated,
    recovered_t: recovered,
    disposed_t: disposed,
    total_generated_t: sum(Object.values(generated)),
    total_recovered_t: sum(Object.values(recovered)),
    total_disposed_t: sum(Object.values(disposed)),
  };
}
