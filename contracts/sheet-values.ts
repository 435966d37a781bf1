import { RECORD_UNITS, SHEET_UNIT_ALIASES, UNIT_ALIASES } from "./api/activity-lists";

/**
 * One spreadsheet cell read the way a person wrote it: a number with Indian or international digit grouping, a date
 * in the forms sheets hold (or a whole month), a unit in its everyday spelling, a yes or no. Each reader answers the
 * value, or a problem in plain words that quotes the cell. Pure and free of Node, so the API's CSV import and the
 * console read a sheet alike.
 */

/** A cell as a sheet gives it: CSV cells are always text, a workbook's may be typed. */
export type SheetCell = string | number | boolean;
export type Reading<T> = { ok: true; value: T } | { ok: false; problem: string };
export type RecordUnit = (typeof RECORD_UNITS)[number];

/** Which number of 03/04/2025 is the day: day-first (3 April, as in India) or month-first (4 March). */
export const DATE_ORDERS = ["day-first", "month-first"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export type DateOptions = { dateOrder?: DateOrder };

/**
 * A date cell's meaning: one day, or a whole month (`Apr 2025`). `ambiguity` is there when both orders of day and
 * month give a date and the two differ: the order the reading followed and the date the other would have given.
 */
export type SheetDate =
  | { kind: "day"; date: string; ambiguity?: { reading: DateOrder; otherDate: string } }
  | { kind: "month"; first: string; last: string };

const ok = <T>(value: T): Reading<T> => ({ ok: true, value });
const refused = <T>(problem: string): Reading<T> => ({ ok: false, problem });

/** The cell as a problem quotes it: trimmed, and cut short when long. */
function quoted(cell: SheetCell): string {
  const text = String(cell).trim();
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

const PLAIN_NUMBER = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?$/i;
/** 125,000.50: groups of three. */
const INTERNATIONAL_GROUPING = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
/** 1,25,000.50: the last group of three, the others of two. */
const INDIAN_GROUPING = /^[-+]?\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d+)?$/;
const DIGITS_AND_COMMAS = /^[-+]?[\d,]+(?:\.\d+)?$/;

/** A number, plain or with its digits grouped by commas in thousands or the Indian way (lakhs, crores). */
export function readNumber(cell: SheetCell): Reading<number> {
  if (typeof cell === "number") return Number.isFinite(cell) ? ok(cell) : refused(`${quoted(cell)} is not a number`);
  const text = typeof cell === "string" ? cell.trim() : "";
  if (PLAIN_NUMBER.test(text) || INTERNATIONAL_GROUPING.test(text) || INDIAN_GROUPING.test(text)) {
    const value = Number(text.replace(/,/g, ""));
    if (Number.isFinite(value)) return ok(value);
  }
  if (text.includes(",") && DIGITS_AND_COMMAS.test(text)) {
    return refused(
      `${quoted(cell)} is not a number: commas may only group digits, as in 125,000.50 or 1,25,000.50, and decimals take a point`,
    );
  }
  return refused(`${quoted(cell)} is not a number`);
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Month words by their lower-case spelling: full names, three-letter abbreviations and "sept". */
const MONTH_WORDS = new Map<string, number>([
  ...MONTH_NAMES.flatMap((name, i): [string, number][] => [
    [name.toLowerCase(), i + 1],
    [name.slice(0, 3).toLowerCase(), i + 1],
  ]),
  ["sept", 9],
]);

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;

/** Why year-month-day is no day of the calendar; undefined when it is one. */
function notADay(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  if (day < 1) return `there is no day ${day}`;
  const days = daysIn(year, month);
  return day > days ? `${MONTH_NAMES[month - 1]} ${year} has ${days} days` : undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 01/10/2026, 1-10-2026: one separator, used twice. */
const NUMERIC_DATE = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;
const MONTH_AND_YEAR = /^([a-z]+)\.?[\s-]+(\d{4})$/i;

/**
 * Spreadsheets count days from 30 December 1899 (46296 is 1 October 2026). Only five-digit numbers are read so:
 * they span 1927 to 2173, and a shorter number in a date column is more likely a year or a typo than a day of the
 * 1900s.
 */
const SPREADSHEET_EPOCH_MS = Date.UTC(1899, 11, 30);
const SERIALS = { min: 10_000, max: 99_999 };

function fromSerial(serial: number): string {
  return new Date(SPREADSHEET_EPOCH_MS + serial * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A date: 2026-10-01, 01/10/2026, 01-10-2026 or 1/10/2026 (day first unless `dateOrder` says month-first; a date
 * only one order can read is read that way), a spreadsheet's date number (46296), or a month (`Apr 2025`,
 * `April 2025`, `apr-2025`) standing for all of it.
 */
export function readDate(cell: SheetCell, options: DateOptions = {}): Reading<SheetDate> {
  const order = options.dateOrder ?? "day-first";
  if (typeof cell === "number") {
    return Number.isInteger(cell) && cell >= SERIALS.min && cell <= SERIALS.max
      ? ok({ kind: "day", date: fromSerial(cell) })
      : refused(
          `${quoted(cell)} is not a date: a number in a date column is read as a spreadsheet's date number, from ${SERIALS.min} (1927) to ${SERIALS.max} (2173)`,
        );
  }
  const text = typeof cell === "string" ? cell.trim() : "";
  if (/^\d{5}$/.test(text)) return ok({ kind: "day", date: fromSerial(Number(text)) });

  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const why = notADay(year, month, day);
    return why
      ? refused(`${quoted(cell)} is not a date: ${why}`)
      : ok({ kind: "day", date: isoDate(year, month, day) });
  }

  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) return numericDate(cell, Number(numeric[1]), Number(numeric[3]), Number(numeric[4]), order);

  const named = MONTH_AND_YEAR.exec(text);
  const month = named ? MONTH_WORDS.get(named[1]!.toLowerCase()) : undefined;
  if (named && month) {
    const year = Number(named[2]);
    return ok({ kind: "month", first: isoDate(year, month, 1), last: isoDate(year, month, daysIn(year, month)) });
  }

  const example = order === "day-first" ? "31/03/2025" : "03/31/2025";
  return refused(`${quoted(cell)} is not a date; write it as ${example}, 2025-03-31 or Mar 2025`);
}

/** A dd/mm/yyyy or mm/dd/yyyy date, read in the order asked, or in the other when only it gives a calendar day. */
function numericDate(cell: SheetCell, first: number, second: number, year: number, order: DateOrder) {
  const other: DateOrder = order === "day-first" ? "month-first" : "day-first";
  const reading = (o: DateOrder) => (o === "day-first" ? { day: first, month: second } : { day: second, month: first });
  const [preferred, alternative] = [reading(order), reading(other)];
  const whyPreferred = notADay(year, preferred.month, preferred.day);
  const whyAlternative = notADay(year, alternative.month, alternative.day);
  const preferredDate = isoDate(year, preferred.month, preferred.day);
  const alternativeDate = isoDate(year, alternative.month, alternative.day);
  if (!whyPreferred) {
    return whyAlternative || preferredDate === alternativeDate
      ? ok<SheetDate>({ kind: "day", date: preferredDate })
      : ok<SheetDate>({ kind: "day", date: preferredDate, ambiguity: { reading: order, otherDate: alternativeDate } });
  }
  if (!whyAlternative) return ok<SheetDate>({ kind: "day", date: alternativeDate });
  // Neither order gives a date: the reason of an order whose month exists says more (31/02 is February's 31st).
  const monthExists = (month: number) => month >= 1 && month <= 12;
  const why = monthExists(preferred.month) || !monthExists(alternative.month) ? whyPreferred : whyAlternative;
  return refused<SheetDate>(`${quoted(cell)} is not a date: ${why}`);
}

/** Unit spellings compared without case, spaces, hyphens or dots: `Passenger KM` is passenger-km. */
const unitKey = (spelling: string) => spelling.toLowerCase().replace(/[\s.-]+/g, "");

const UNITS_BY_KEY = new Map<string, RecordUnit>([
  ...RECORD_UNITS.map((unit): [string, RecordUnit] => [unitKey(unit), unit]),
  ...Object.entries(UNIT_ALIASES).map(([spelling, unit]): [string, RecordUnit] => [unitKey(spelling), unit]),
  ...Object.entries(SHEET_UNIT_ALIASES).map(([spelling, unit]): [string, RecordUnit] => [unitKey(spelling), unit]),
]);

/** Spellings that name two units, and what to write instead. */
const AMBIGUOUS_UNITS = new Map<string, string>([
  ["ton", "could be metric tonnes or US short tons; write tonne or short ton"],
  ["tons", "could be metric tonnes or US short tons; write tonne or short ton"],
  ["gallon", "could be US or imperial gallons; write US gallon, or imperial gallons converted to L"],
  ["gallons", "could be US or imperial gallons; write US gallon, or imperial gallons converted to L"],
]);

/** A unit in its canonical spelling, from that spelling, a factor's (`UNIT_ALIASES`) or a sheet's. */
export function readUnit(cell: SheetCell): Reading<RecordUnit> {
  const key = typeof cell === "string" ? unitKey(cell) : "";
  const unit = UNITS_BY_KEY.get(key);
  if (unit) return ok(unit);
  const ambiguous = AMBIGUOUS_UNITS.get(key);
  return refused(
    ambiguous
      ? `${quoted(cell)} ${ambiguous}`
      : `${quoted(cell)} is not a unit the calculation knows, such as L, kg, tonne, kWh or km`,
  );
}

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

/** Yes or no: yes/no, y/n, true/false, 1/0 in any case. */
export function readYesNo(cell: SheetCell): Reading<boolean> {
  if (typeof cell === "boolean") return ok(cell);
  const text = String(cell).trim().toLowerCase();
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return refused(`${quoted(cell)} is not yes or no`);
}
