import { GWP100 } from "../gwp";
import {
  ACTIVITY_OVERRIDES,
  COLUMN_TEXT_ALIASES,
  type DesnzUom,
  LEGACY_IDS,
  LEVEL_1,
  type Level1Mapping,
  UOMS,
} from "./desnz-mapping";
import type { FlatFile, FlatFileRow } from "./flat-file";

/**
 * DESNZ flat-file rows → catalogue rows. A factor is a row in kg CO2e (DESNZ id suffix `_1`, AR5 GWPs); its
 * per-gas split (suffixes `_2` CO2, `_3` CH4, `_4` N2O, each in kg CO2e on AR5) rides along, and the AR6 figure is
 * recomputed from it: CO2 + CH4 / 28 × AR6(CH4) + N2O / 265 × AR6(N2O). Rows without a split (refrigerants, hotel
 * stays, materials, waste...) have no AR6 figure: their CO2e is on AR5 only. A blank CO2e cell is a factor DESNZ
 * does not publish: its value is null ("not available"), never zero.
 */

export type DesnzEdition = {
  release: string;
  year: string;
  valid_from: string;
  valid_to: string;
  doc: string;
  url: string;
  file: FlatFile;
};

/** kg CO2e per unit of each gas as published (AR5), null where the cell is blank. */
export type GasSplit = { CO2: number | null; CH4: number | null; N2O: number | null };

export type DesnzFactor = {
  id: string;
  /** DESNZ's id of the kg CO2e row, the same in every edition: how releases are compared. */
  key: string;
  label: string;
  activity: string;
  scope: 1 | 2 | 3;
  scope3_category: number | null;
  unit_input: DesnzUom;
  value: number | null;
  split: GasSplit | null;
  value_ar6: number | null;
  category: string;
  year: string;
  release: string;
  valid_from: string;
  valid_to: string;
  doc: string;
  url: string;
};

/** An activity a DESNZ heading defines (activities.ts adds it to the engine's keys). */
export type DesnzActivity = Level1Mapping & { key: string; label: string; scope: 1 | 2 | 3; uoms: DesnzUom[] };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/%/g, "pct")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/** A row's headings, the column text in its current wording. */
function headingsOf(row: FlatFileRow): string[] {
  const text = COLUMN_TEXT_ALIASES[row[6]] ?? row[6];
  return [row[2], row[3], row[4], row[5], text];
}

/** The activity key of a row: an engine key it overrides to, else its headings as a dotted slug. */
export function activityKeyOf(row: FlatFileRow): string {
  const headings = headingsOf(row);
  const override = ACTIVITY_OVERRIDES.find(
    (o) => o.levels.every((l, i) => l === headings[i]) && o.uoms.includes(row[7] as DesnzUom),
  );
  if (override) return override.activity;
  return headings
    .filter((h, i) => h !== "" && h !== headings[i - 1])
    .map(slug)
    .join(".");
}

const labelOf = (row: FlatFileRow) => {
  const headings = headingsOf(row);
  const path = headings.slice(0, 4).filter((h, i) => h !== "" && h !== headings[i - 1]);
  return `${path.join(" > ")}${headings[4] ? ` (${headings[4]})` : ""}`;
};

const scopeOf = (row: FlatFileRow): 1 | 2 | 3 => {
  const n = Number(row[1].replace("Scope ", ""));
  if (n !== 1 && n !== 2 && n !== 3) throw new Error(`DESNZ row ${row[0]}: scope "${row[1]}" is not 1, 2 or 3`);
  return n;
};

const round = (value: number) => Math.round(value * 1e9) / 1e9;

/** The AR6 CO2e recomputed from an AR5 split, or null when a gas is missing. */
export function ar6FromSplit(split: GasSplit | null, methane: "fossil" | "non_fossil"): number | null {
  if (!split || split.CO2 === null || split.CH4 === null || split.N2O === null) return null;
  const ar5 = GWP100.AR5;
  const ar6 = GWP100.AR6;
  const ch4 = methane === "fossil" ? ar6.CH4_fossil : ar6.CH4_non_fossil;
  return round(split.CO2 + (split.CH4 / ar5.CH4_fossil) * ch4 + (split.N2O / ar5.N2O) * ar6.N2O);
}

const GAS_SUFFIX = { "2": "CO2", "3": "CH4", "4": "N2O" } as const;

/** The factors of one edition: every kg CO2e row, in file order. */
export function desnzFactors(edition: DesnzEdition): DesnzFactor[] {
  const splits = new Map<string, GasSplit>();
  for (const row of edition.file.rows) {
    const suffix = row[0].slice(row[0].lastIndexOf("_") + 1);
    if (!(suffix in GAS_SUFFIX) || row[1] === "Outside of Scopes") continue;
    const group = row[0].slice(0, row[0].lastIndexOf("_"));
    const split = splits.get(group) ?? { CO2: null, CH4: null, N2O: null };
    split[GAS_SUFFIX[suffix as keyof typeof GAS_SUFFIX]] = row[9];
    splits.set(group, split);
  }
  return edition.file.rows
    .filter((row) => row[8] === "kg CO2e")
    .map((row) => {
      const mapping = LEVEL_1[row[2]];
      if (!mapping) throw new Error(`DESNZ row ${row[0]}: level 1 "${row[2]}" has no mapping`);
      if (!(UOMS as readonly string[]).includes(row[7]))
        throw new Error(`DESNZ row ${row[0]}: unit "${row[7]}" has no mapping`);
      const split = splits.get(row[0].slice(0, row[0].lastIndexOf("_"))) ?? null;
      const legacy = edition.year === "2025" ? LEGACY_IDS[row[0]] : undefined;
      return {
        id: legacy ?? `desnz${edition.year}_${row[0]}`,
        key: row[0],
        label: labelOf(row),
        activity: activityKeyOf(row),
        scope: scopeOf(row),
        scope3_category: mapping.scope3_category,
        unit_input: row[7] as DesnzUom,
        value: row[9],
        split,
        value_ar6: row[9] === null ? null : ar6FromSplit(split, mapping.methane_origin),
        category: [row[2], row[3], row[4], row[5], row[6]].filter(Boolean).join(" > "),
        year: edition.year,
        release: edition.release,
        valid_from: edition.valid_from,
        valid_to: edition.valid_to,
        doc: `${edition.doc}, row ${row[0]}`,
        url: edition.url,
      };
    });
}

/** The activities the editions' headings define (not those overridden to an engine key), sorted by key. */
export function desnzActivities(editions: readonly DesnzEdition[], engineKeys: ReadonlySet<string>): DesnzActivity[] {
  const byKey = new Map<string, DesnzActivity>();
  for (const edition of editions) {
    for (const row of edition.file.rows) {
      if (row[8] !== "kg CO2e") continue;
      const key = activityKeyOf(row);
      if (engineKeys.has(key)) continue;
      const known = byKey.get(key);
      if (known) {
        if (!known.uoms.includes(row[7] as DesnzUom)) known.uoms.push(row[7] as DesnzUom);
        continue;
      }
      const mapping = LEVEL_1[row[2]];
      if (!mapping) throw new Error(`DESNZ row ${row[0]}: level 1 "${row[2]}" has no mapping`);
      byKey.set(key, { ...mapping, key, label: labelOf(row), scope: scopeOf(row), uoms: [row[7] as DesnzUom] });
    }
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
}
