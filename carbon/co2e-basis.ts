import type { CO2E_BASES } from "../contracts/api/activity";
import type { EmissionFactorEntry } from "./catalogue";
import type { GwpSet } from "./gwp";

/**
 * Which GWP basis a CO2e number is on, and how it was reached:
 * - `per_gas`: masses of each gas weighted with the set asked for;
 * - `published`: a CO2e factor's figure as its publisher gave it, on the publisher's set;
 * - `from_gas_split`: a CO2e factor published on AR5 with its per-gas split, recomputed on AR6 from that split
 *   (the factor's `value_ar6`: CO2 + CH4 / 28 × AR6 CH4 + N2O / 265 × 273).
 * A CO2e factor is recomputed only to AR6, the figure the catalogue shows beside the published one, so every number a
 * result multiplies by is one its factor resource shows. Without a complete split the published set stays, and the
 * result says so (`co2e_gwp`).
 */
export type Co2eBasis = (typeof CO2E_BASES)[number];

export type Co2eFactorValue = { value: number; gwp: GwpSet; basis: Exclude<Co2eBasis, "per_gas"> };

/**
 * The CO2e per unit a CO2e factor gives when the calculation asks for `set`, or for no set (null: the published
 * figure); null for a blank (not available) one.
 */
export function co2eFactorValue(
  factor: Pick<EmissionFactorEntry, "value" | "value_ar6" | "gwp_basis">,
  set: GwpSet | null,
): Co2eFactorValue | null {
  if (factor.value === null || factor.gwp_basis === null) return null;
  if (set === "AR6" && factor.gwp_basis !== "AR6" && typeof factor.value_ar6 === "number") {
    return { value: factor.value_ar6, gwp: "AR6", basis: "from_gas_split" };
  }
  return { value: factor.value, gwp: factor.gwp_basis, basis: "published" };
}

/**
 * The basis of a result from the factors it used and the set its CO2e is on (`co2e_gwp`): a stored record keeps
 * both, so its basis is read back the same way it was calculated.
 */
export function co2eBasisOf(
  factors: readonly Pick<EmissionFactorEntry, "gas" | "gwp_basis">[],
  co2eGwp: GwpSet,
): Co2eBasis {
  const co2e = factors.find((f) => f.gas === "CO2e");
  if (!co2e) return "per_gas";
  return co2e.gwp_basis === co2eGwp ? "published" : "from_gas_split";
}
