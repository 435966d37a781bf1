/**
 * 100-year global warming potentials, kg CO2e per kg of gas, each set from its source (`GWP_SOURCES`). AR5 has one
 * methane value (28); AR6 has a fossil value (29.8, includes the CO2 its oxidation yields) and a non-fossil one (27.0).
 * Cross-checked against the GHG Protocol "IPCC Global Warming Potential Values" table (August 2024).
 */

export const GWP_SETS = ["AR4", "AR5", "AR6"] as const;
export type GwpSet = (typeof GWP_SETS)[number];

export const GWP_SOURCES: Readonly<Record<GwpSet, string>> = {
  AR4: "IPCC AR4 WG1 (2007), Ch. 2, Table 2.14",
  AR5: "IPCC AR5 WG1 (2013), Ch. 8, Table 8.A.1, without climate-carbon feedbacks (the values UNFCCC and DESNZ reporting use)",
  AR6: "IPCC AR6 WG1 (2021), Ch. 7, Table 7.15 (CO2, CH4, N2O) and Table 7.SM.7 (HFCs)",
};
/** Spec section 9: "GWP default AR6". */
export const DEFAULT_GWP_SET: GwpSet = "AR6";

export const GASES = ["CO2", "CH4", "N2O", "HFC-134a", "HFC-32", "HFC-125"] as const;
export type Gas = (typeof GASES)[number];

type GasValues = Record<Exclude<Gas, "CH4">, number> & { CH4_fossil: number; CH4_non_fossil: number };

export const GWP100: Readonly<Record<GwpSet, Readonly<GasValues>>> = {
  AR4: { CO2: 1, CH4_fossil: 25, CH4_non_fossil: 25, N2O: 298, "HFC-134a": 1430, "HFC-32": 675, "HFC-125": 3500 },
  AR5: { CO2: 1, CH4_fossil: 28, CH4_non_fossil: 28, N2O: 265, "HFC-134a": 1300, "HFC-32": 677, "HFC-125": 3170 },
  AR6: { CO2: 1, CH4_fossil: 29.8, CH4_non_fossil: 27.0, N2O: 273, "HFC-134a": 1530, "HFC-32": 771, "HFC-125": 3740 },
};

export function isGas(value: string): value is Gas {
  return (GASES as readonly string[]).includes(value);
}

/** The GWP of a gas in a set; methane takes its origin (only AR6 tells them apart). */
export function gwpOf(gas: Gas, set: GwpSet, methaneOrigin: "fossil" | "non_fossil" = "fossil"): number {
  const values = GWP100[set];
  if (gas === "CH4") return methaneOrigin === "fossil" ? values.CH4_fossil : values.CH4_non_fossil;
  return values[gas];
}

/** The GWP set a catalogue row's published CO2e is on ("AR5" → AR5), or null when the row is a mass of gas. */
export function gwpBasisOf(publishedGwp: string): GwpSet | null {
  return (GWP_SETS as readonly string[]).includes(publishedGwp) ? (publishedGwp as GwpSet) : null;
}
