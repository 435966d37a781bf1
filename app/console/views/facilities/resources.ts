import type { z } from "zod";
import type { facilitySchema, meterSchema, orgSchema, sourceSchema } from "../../../../contracts/api";
import {
  ACTIVITY_UNITS,
  type ActivityUnit,
  ENERGY_ORIGINS,
  type EnergyOrigin,
  SOURCE_TYPES,
  unitsCompatible,
} from "../../../../contracts/api/tenancy-lists";
import { industries } from "../../../../contracts/options";
import { apiGet } from "../../api";

/** What the Facilities view reads and writes: /v1's facilities, their sources and meters, and organisations. */

export type Facility = z.infer<typeof facilitySchema>;
export type Source = z.infer<typeof sourceSchema>;
export type Meter = z.infer<typeof meterSchema>;
export type Organisation = z.infer<typeof orgSchema>;

/** Which of a list's facilities, sources and meters the view asks for (the lists' `status` parameter). */
export type ListStatus = "active" | "all";

type Page<T> = { data: T[]; page: { next_cursor: string | null } };

/** Every item of a /v1 list, page by page (200 a page, the most a page holds). */
export async function everyPage<T>(path: string, query: Record<string, string | undefined>): Promise<T[]> {
  const items: T[] = [];
  let after: string | undefined;
  do {
    const page = await apiGet<Page<T>>(path, { ...query, "page[size]": 200, "page[after]": after });
    items.push(...page.data);
    after = page.page.next_cursor ?? undefined;
  } while (after);
  return items;
}

const sourceTypeWords: Record<(typeof SOURCE_TYPES)[number], string> = {
  stationary_combustion: "Fuel burned on site",
  mobile_combustion: "Fuel burned in vehicles",
  purchased_electricity: "Purchased electricity",
  purchased_heat_steam: "Purchased heat or steam",
  process_emissions: "Process emissions",
  fugitive_emissions: "Leaks of refrigerants or gases",
  purchased_goods: "Purchased goods",
  waste: "Waste",
};

/** What the type's choice adds to its name: examples. */
const sourceTypeExamples: Partial<Record<(typeof SOURCE_TYPES)[number], string>> = {
  stationary_combustion: "boilers, generators, furnaces",
  mobile_combustion: "trucks, cars, forklifts",
  fugitive_emissions: "air conditioning, chillers",
};

/** A source type in words. */
export const sourceTypeLabel = (type: string) => sourceTypeWords[type as keyof typeof sourceTypeWords] ?? type;

export const sourceTypeOptions = SOURCE_TYPES.map((value) => ({
  value,
  label: sourceTypeExamples[value]
    ? `${sourceTypeWords[value]} (${sourceTypeExamples[value]})`
    : sourceTypeWords[value],
}));

const energyOriginWords: Record<EnergyOrigin, string> = {
  non_renewable: "Non-renewable (grid, fossil fuels)",
  on_site_solar: "On-site solar",
  on_site_wind: "On-site wind",
  renewable_ppa: "Renewable PPA (power purchase agreement)",
  green_tariff: "Green tariff or green open access",
  biomass: "Biomass",
  biofuel: "Biofuel",
  other_renewable: "Other renewable",
};

/** Where a source's energy comes from, as a table shows it ("renewable_ppa" → "Renewable PPA"). */
export const energyOriginLabel = (origin: string) =>
  energyOriginWords[origin as EnergyOrigin]?.replace(/ \(.*$/, "") ?? origin;

export const energyOriginOptions = ENERGY_ORIGINS.map((value) => ({ value, label: energyOriginWords[value] }));

/** What a source is called where a button or message names it: its description, else its type. */
export const sourceName = (s: Source) => s.description ?? sourceTypeLabel(s.type);

/** What a meter is called where a button or message names it. */
export const meterName = (m: Meter) => `meter ${m.serial}`;

const unitWords: Partial<Record<ActivityUnit, string>> = {
  L: "L (litres)",
  kL: "kL (kilolitres)",
  m3: "m³ (cubic metres)",
  Nm3: "Nm³ (normal cubic metres)",
  scm: "scm (standard cubic metres)",
};

/** A unit as a person reads it ("m3" → "m³"). */
export const unitLabel = (unit: string) => unitWords[unit as ActivityUnit]?.replace(/ \(.*$/, "") ?? unit;

/** The units a source or meter may take; with `measuring`, only those that measure what that unit measures. */
export const unitOptions = (measuring?: ActivityUnit) =>
  ACTIVITY_UNITS.filter((u) => !measuring || unitsCompatible(u, measuring)).map((value) => ({
    value,
    label: unitWords[value] ?? value,
  }));

export const industryLabel = (value: string | null) => (value ? industries.label(value) : "Not set");

let regionNames: Intl.DisplayNames | null | undefined;

/** A country's name from its two-letter code ("IN" → "India"), the code itself when the browser cannot say. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Active" or "Deactivated". */
export const statusLabel = (active: boolean) => (active ? "Active" : "Deactivated");
