/**
 * The categories of BRSR Principle 6's water and waste tables, as plain data (no zod): the API's shapes, the
 * engine's arithmetic (carbon/water-and-waste.ts) and, later, the console's forms read the same lists.
 *
 * As summarised from the BRSR format (SEBI circular SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122, Annexure II, Principle 6
 * essential indicators): water withdrawal by source (surface, ground, third party, seawater or desalinated,
 * others) and consumption, in kilolitres; water discharge by destination and level of treatment; waste generated
 * by category, recovered (recycled, re-used, other recovery) and disposed (incineration, landfill, other), in
 * tonnes.
 */

/** Where withdrawn water comes from: surface water, groundwater, third-party water, seawater or desalinated water, others. */
export const WATER_SOURCES = ["surface", "ground", "third_party", "seawater_desalinated", "other"] as const;
export type WaterSource = (typeof WATER_SOURCES)[number];

/** Where discharged water goes: surface water, groundwater, seawater, sent to third parties, others. */
export const DISCHARGE_DESTINATIONS = ["surface", "ground", "seawater", "third_party", "other"] as const;
export type DischargeDestination = (typeof DISCHARGE_DESTINATIONS)[number];

/** The level of treatment discharged water had: none, or the level of the treatment it had. */
export const TREATMENT_LEVELS = ["none", "primary", "secondary", "tertiary"] as const;
export type TreatmentLevel = (typeof TREATMENT_LEVELS)[number];

/** Units a water record's figures may be given in; they are stored in kilolitres (1 m3 = 1 kL = 1,000 L). */
export const WATER_UNITS = ["kL", "m3", "L"] as const;
export type WaterUnit = (typeof WATER_UNITS)[number];

/** Waste generated, by BRSR's categories. */
export const WASTE_CATEGORIES = [
  "plastic",
  "e_waste",
  "bio_medical",
  "construction_demolition",
  "battery",
  "radioactive",
  "other_hazardous",
  "other_non_hazardous",
] as const;
export type WasteCategory = (typeof WASTE_CATEGORIES)[number];

/** Waste recovered, by operation. */
export const WASTE_RECOVERY_OPERATIONS = ["recycled", "re_used", "other_recovery"] as const;
export type WasteRecoveryOperation = (typeof WASTE_RECOVERY_OPERATIONS)[number];

/** Waste disposed, by method. */
export const WASTE_DISPOSAL_METHODS = ["incineration", "landfill", "other_disposal"] as const;
export type WasteDisposalMethod = (typeof WASTE_DISPOSAL_METHODS)[number];

/** Units a waste record's figures may be given in; they are stored in tonnes (1 tonne = 1,000 kg). */
export const WASTE_UNITS = ["tonne", "kg"] as const;
export type WasteUnit = (typeof WASTE_UNITS)[number];
