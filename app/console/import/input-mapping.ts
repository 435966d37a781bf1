import {
  DISCHARGE_DESTINATIONS,
  TREATMENT_LEVELS,
  WASTE_CATEGORIES,
  WASTE_DISPOSAL_METHODS,
  WASTE_RECOVERY_OPERATIONS,
  WASTE_UNITS,
  WATER_SOURCES,
  WATER_UNITS,
} from "../../../contracts/api/brsr-input-lists";
import { type DateOrder, readDate, readNumber } from "../../../contracts/sheet-values";

/**
 * A water or waste sheet as a company keeps it, read into the records POST /v1/water-records and /v1/waste-records
 * take: which column is which (suggested from the headers), each row's facility (by name, code or id), period and
 * figures, and the problems of cells that cannot be read, named by the sheet's row and column.
 */

export type RecordType = "water" | "waste";

type Field = { key: string; label: string };

const WITHDRAWAL_WORDS: Record<(typeof WATER_SOURCES)[number], string> = {
  surface: "surface water",
  ground: "groundwater",
  third_party: "third-party water",
  seawater_desalinated: "seawater or desalinated water",
  other: "other sources",
};
const DESTINATION_WORDS: Record<(typeof DISCHARGE_DESTINATIONS)[number], string> = {
  surface: "to surface water",
  ground: "to groundwater",
  seawater: "to seawater",
  third_party: "to third parties",
  other: "elsewhere",
};
const TREATMENT_WORDS: Record<(typeof TREATMENT_LEVELS)[number], string> = {
  none: "untreated",
  primary: "primary treatment",
  secondary: "secondary treatment",
  tertiary: "tertiary treatment",
};
const WASTE_WORDS: Record<(typeof WASTE_CATEGORIES)[number], string> = {
  plastic: "plastic",
  e_waste: "e-waste",
  bio_medical: "bio-medical",
  construction_demolition: "construction and demolition",
  battery: "battery",
  radioactive: "radioactive",
  other_hazardous: "other hazardous",
  other_non_hazardous: "other non-hazardous",
};
const RECOVERY_WORDS: Record<(typeof WASTE_RECOVERY_OPERATIONS)[number], string> = {
  recycled: "recycled",
  re_used: "re-used",
  other_recovery: "other recovery",
};
const DISPOSAL_WORDS: Record<(typeof WASTE_DISPOSAL_METHODS)[number], string> = {
  incineration: "incineration",
  landfill: "landfill",
  other_disposal: "other disposal",
};

const PLACE_FIELDS: Field[] = [
  { key: "facility", label: "Facility (name, code or id)" },
  { key: "period", label: "Month (such as Apr 2025)" },
  { key: "period_start", label: "First day" },
  { key: "period_end", label: "Last day" },
  { key: "unit", label: "Unit" },
];

/** The figures of each record type: the body's path (withdrawal.ground) and the words the mapping shows. */
export const FIGURE_FIELDS: Record<RecordType, Field[]> = {
  water: [
    ...WATER_SOURCES.map((s) => ({ key: `withdrawal.${s}`, label: `Withdrawn from ${WITHDRAWAL_WORDS[s]}` })),
    ...DISCHARGE_DESTINATIONS.flatMap((d) =>
      TREATMENT_LEVELS.map((t) => ({
        key: `discharge.${d}.${t}`,
        label: `Discharged ${DESTINATION_WORDS[d]}, ${TREATMENT_WORDS[t]}`,
      })),
    ),
  ],
  waste: [
    ...WASTE_CATEGORIES.map((c) => ({ key: `generated.${c}`, label: `Generated: ${WASTE_WORDS[c]}` })),
    ...WASTE_RECOVERY_OPERATIONS.map((o) => ({ key: `recovered.${o}`, label: `Recovered: ${RECOVERY_WORDS[o]}` })),
    ...WASTE_DISPOSAL_METHODS.map((m) => ({ key: `disposed.${m}`, label: `Disposed: ${DISPOSAL_WORDS[m]}` })),
  ],
};

export const UNITS: Record<RecordType, readonly string[]> = { water: WATER_UNITS, waste: WASTE_UNITS };

/** Every field a column may fill, for a record type. */
export const inputFields = (type: RecordType): Field[] => [...PLACE_FIELDS, ...FIGURE_FIELDS[type]];

export type InputColumns = Record<string, string | null>;

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[_\-./()]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Header words for the place fields, the most telling first. */
const PLACE_WORDS: [string, RegExp][] = [
  ["period_start", /^(period )?(start|from|begin)|start date|date from/],
  ["period_end", /^(period )?(end|to|till|until)\b|end date|date to/],
  ["period", /month|period|billing cycle|^date$/],
  ["facility", /facility|plant|site|location|branch|factory|office/],
  ["unit", /^units?$|uom|unit of|measure/],
];

const WATER_SOURCE_WORDS: [(typeof WATER_SOURCES)[number], RegExp][] = [
  ["seawater_desalinated", /sea|desal/],
  ["ground", /ground|bore ?well|tube ?well/],
  ["third_party", /third|municipal|tanker|supply|corporation|midc|sipcot/],
  ["surface", /surface|river|lake|canal|dam|pond|rain/],
  ["other", /other/],
];
const DISCHARGE_PLACE_WORDS: [(typeof DISCHARGE_DESTINATIONS)[number], RegExp][] = [
  ["seawater", /sea/],
  ["ground", /ground/],
  ["third_party", /third|sewer|municipal|cetp/],
  ["surface", /surface|river|nallah|drain|stream/],
  ["other", /other/],
];
const TREATMENT_LEVEL_WORDS: [(typeof TREATMENT_LEVELS)[number], RegExp][] = [
  ["none", /untreated|no treatment|without treatment|\braw\b/],
  ["tertiary", /tertiary|\bro\b|reverse osmosis/],
  ["primary", /primary/],
  ["secondary", /secondary|treated|stp|etp/],
];
const WASTE_CATEGORY_WORDS: [(typeof WASTE_CATEGORIES)[number], RegExp][] = [
  ["other_non_hazardous", /non ?hazardous|general|scrap|paper|cardboard|canteen|food/],
  ["other_hazardous", /hazardous|used oil|sludge|spent/],
  ["e_waste", /\be ?waste|electronic/],
  ["bio_medical", /bio ?medical/],
  ["construction_demolition", /construction|demolition|\bc ?& ?d\b|debris/],
  ["battery", /batter/],
  ["radioactive", /radioactive/],
  ["plastic", /plastic/],
];

const firstMatch = <K>(text: string, words: readonly [K, RegExp][]) => words.find(([, re]) => re.test(text))?.[0];

/** The field a header suggests for a record type, if any. */
function suggestedField(type: RecordType, header: string): string | undefined {
  const text = normal(header);
  const exact = inputFields(type).find((f) => normal(f.key) === text || normal(f.label) === text);
  if (exact) return exact.key;
  const place = firstMatch(text, PLACE_WORDS);
  if (place) return place;
  if (type === "water") {
    if (/discharg|effluent|outflow|outlet|sewer|untreated|nallah|drain/.test(text)) {
      const to = firstMatch(text, DISCHARGE_PLACE_WORDS) ?? "third_party";
      return `discharge.${to}.${firstMatch(text, TREATMENT_LEVEL_WORDS) ?? "none"}`;
    }
    const from = firstMatch(text, WATER_SOURCE_WORDS);
    return from && `withdrawal.${from}`;
  }
  if (/recycl/.test(text)) return "recovered.recycled";
  if (/re ?us/.test(text)) return "recovered.re_used";
  if (/recover|co ?process|compost|biogas/.test(text)) return "recovered.other_recovery";
  if (/incinerat/.test(text)) return "disposed.incineration";
  if (/landfill/.test(text)) return "disposed.landfill";
  if (/dispos/.test(text)) return "disposed.other_disposal";
  const category = firstMatch(text, WASTE_CATEGORY_WORDS);
  return category && `generated.${category}`;
}

/** A field for each header the names suggest, each field used once (the first header that suggests it). */
export function suggestInputColumns(type: RecordType, headers: readonly string[]): InputColumns {
  const used = new Set<string>();
  return Object.fromEntries(
    headers.map((header) => {
      const field = suggestedField(type, header);
      if (!field || used.has(field)) return [header, null];
      used.add(field);
      return [header, field];
    }),
  );
}

/** What the mapping lacks or doubles, as the mapping step says it; empty when the columns can make records. */
export function mappingProblems(type: RecordType, columns: InputColumns): string[] {
  const mapped = Object.values(columns).filter((f): f is string => f !== null);
  const has = (key: string) => mapped.includes(key);
  const problems: string[] = [];
  if (!has("facility")) problems.push("Choose the column that names the facility.");
  if (!has("period") && !has("period_start")) problems.push("Choose a column for the month, or for the first day.");
  if (!mapped.some((f) => f.includes("."))) problems.push(`Choose at least one column of ${type} figures.`);
  const labels = new Map(inputFields(type).map((f) => [f.key, f.label]));
  const doubled = [...new Set(mapped.filter((f, i) => mapped.indexOf(f) !== i))];
  if (doubled.length)
    problems.push(`${doubled.map((f) => labels.get(f)).join(", ")}: chosen for more than one column.`);
  return problems;
}

const UNIT_SPELLINGS: Record<RecordType, [string, RegExp][]> = {
  water: [
    ["kL", /^(kl|kilo ?lit(re|er)s?)$/],
    ["m3", /^(m3|m³|cu ?m|cum|cubic met(re|er)s?)$/],
    ["L", /^(l|lit(re|er)s?|ltrs?)$/],
  ],
  waste: [
    ["tonne", /^(t|tonnes?|mt|metric tons?|metric tonnes?)$/],
    ["kg", /^(kgs?|kilo ?grams?)$/],
  ],
};

/** A unit as a sheet writes it (litres, MT, m³), as the API names it; undefined for none it takes. */
export function readInputUnit(type: RecordType, cell: string): string | undefined {
  const text = cell.trim().toLowerCase().replace(/\.$/, "");
  return UNIT_SPELLINGS[type].find(([, re]) => re.test(text))?.[0];
}

export type SheetFacility = { id: string; name: string; code?: string | null };

/** A cell that names a facility: its id, or its name or code in any case. */
export function facilityNamed(facilities: readonly SheetFacility[], cell: string): SheetFacility[] {
  const text = cell.trim().toLowerCase();
  const exact = facilities.filter((f) => f.id.toLowerCase() === text);
  if (exact.length) return exact;
  return facilities.filter((f) => f.name.trim().toLowerCase() === text || f.code?.trim().toLowerCase() === text);
}

export type CellProblem = { row: number; column: string; message: string };

export type ReadSheet = {
  /** Each data row's record, as the API takes it (blank rows skipped). */
  records: Record<string, unknown>[];
  /** The sheet row (1 for the header) of each record. */
  rowNumbers: number[];
  problems: CellProblem[];
};

function setAt(target: Record<string, unknown>, path: string, value: number) {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

/**
 * The sheet's data rows as records: the facility, period and unit from their columns (the unit from `unit` where
 * no column gives it), each figure column's number at its path; a blank figure is left out, and a cell that cannot
 * be read is a problem naming its row and column.
 */
export function recordsOfSheet(
  type: RecordType,
  rows: readonly (readonly string[])[],
  columns: InputColumns,
  options: { facilities: readonly SheetFacility[]; unit: string; dateOrder: DateOrder },
): ReadSheet {
  const headers = (rows[0] ?? []).map((h) => h.trim());
  const records: Record<string, unknown>[] = [];
  const rowNumbers: number[] = [];
  const problems: CellProblem[] = [];
  rows.forEach((cells, i) => {
    if (i === 0 || cells.every((c) => c.trim() === "")) return;
    const row = i + 1;
    const record: Record<string, unknown> = { unit: options.unit };
    const problem = (column: string, message: string) => {
      problems.push({ row, column, message });
    };
    headers.forEach((header, c) => {
      const field = columns[header];
      const cell = (cells[c] ?? "").trim();
      if (!field) return;
      if (field === "facility") {
        const found = facilityNamed(options.facilities, cell);
        if (found.length === 1) record.facility_id = found[0]!.id;
        else if (cell === "") problem(header, "No facility is named.");
        else if (found.length === 0) problem(header, `No facility is named or coded "${cell}".`);
        else problem(header, `"${cell}" names more than one facility; use its code.`);
      } else if (field === "unit") {
        const unit = readInputUnit(type, cell);
        if (unit) record.unit = unit;
        else if (cell !== "") problem(header, `"${cell}" is not a unit for ${type} (${UNITS[type].join(", ")}).`);
      } else if (field === "period" || field === "period_start" || field === "period_end") {
        if (cell === "") return;
        const read = readDate(cell, { dateOrder: options.dateOrder });
        if (!read.ok) {
          problem(header, read.problem);
          return;
        }
        const day = read.value.kind === "day" ? read.value.date : undefined;
        if (field === "period" || (field === "period_start" && read.value.kind === "month")) {
          record.period_start = read.value.kind === "month" ? read.value.first : day;
          record.period_end ??= read.value.kind === "month" ? read.value.last : day;
        } else if (field === "period_start") record.period_start = day;
        else record.period_end = read.value.kind === "month" ? read.value.last : day;
      } else if (cell !== "") {
        const read = readNumber(cell);
        if (read.ok) setAt(record, field, read.value);
        else problem(header, read.problem);
      }
    });
    if (record.period_start === undefined && !problems.some((p) => p.row === row)) {
      problem("(period)", "No month or first day is given.");
    }
    records.push(record);
    rowNumbers.push(row);
  });
  return { records, rowNumbers, problems };
}
