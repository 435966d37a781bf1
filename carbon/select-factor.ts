import { ACTIVITY_KEYS, activityOf, type IpccSector, ipccSectorOf } from "./activities";
import { EMISSION_FACTORS, type EmissionFactorEntry, factorById } from "./catalogue";
import { GASES } from "./gwp";
import { overlapDays } from "./periods";
import { err, ok, type Result } from "./result";
import { convert, dimensionOf, type UnitId } from "./units";

/**
 * Factor selection, deterministic: the same input always gives the same factors.
 *
 * 1. A pinned `factor_id` wins, whatever its validity (`outside_validity` says when it does not cover the period).
 * 2. Else the facility's country, 3. else GLOBAL (the IPCC defaults), 4. else the activity's proxy region
 *    (activities.ts; freight: GB, spend: US). In each of 2-4, rows group into publications (source, region, year,
 *    validity); the publication valid on the most days of the period wins, ties to the later `valid_from`, then
 *    the lower key. When none is valid on any day, the latest one that ended before the period is used and
 *    flagged `outside_validity` (a grid factor not yet published for the current year); later ones never are.
 * Within a country, the rows of the facility's grid subregion (US eGRID) are used when it has some.
 * Within the publication: per-gas rows are preferred to a CO2e row; for each gas the row of the facility's IPCC
 * sector, else `all`, else energy, manufacturing, commercial in that order; then a row in the record's own unit,
 * else in the same kind of unit (volume, mass, energy); then the lowest id (this picks CEA v21 "excl. imports"
 * over "incl. imports", and DESNZ "average biofuel blend" diesel over "100% mineral").
 */

export type SelectionBasis = "pinned" | "country" | "global_default" | "proxy_region";

export type FactorSelection = {
  basis: SelectionBasis;
  region: string;
  /** No chosen row is valid on any day of the period. */
  outside_validity: boolean;
  /** One CO2e row, or one row per gas (CO2, CH4, N2O, HFCs order). */
  factors: EmissionFactorEntry[];
};

export type SelectionError =
  | { code: "UNKNOWN_ACTIVITY"; field: "activity"; activity: string }
  | { code: "UNKNOWN_FACTOR"; field: "factor_id"; factor_id: string }
  | {
      code: "FACTOR_ACTIVITY_MISMATCH";
      field: "factor_id";
      factor_id: string;
      activity: string;
      factor_activity: string;
    }
  | {
      code: "NO_FACTOR";
      field: "activity";
      activity: string;
      country: string;
      period_start: string;
      period_end: string;
      /** Factor ids for this activity in other regions or years, any of which may be pinned. */
      candidates: string[];
    };

export type SelectionRequest = {
  activity: string;
  /** The facility's country, ISO 3166-1 alpha-2. */
  country: string;
  sector: IpccSector;
  period_start: string;
  period_end: string;
  /** The record's unit, to prefer a row published in it. */
  unit: UnitId;
  factor_id?: string | null;
  /** The facility's grid subregion (US eGRID acronym), whose rows win over the whole country's; null if unknown. */
  subregion?: string | null;
  /** The releases the calculation may use (`releasesThrough(data_version)`); every release when absent. */
  releases?: ReadonlySet<string> | null;
};

const OPEN_END = "9999-12-31";
const publicationKey = (f: EmissionFactorEntry) =>
  `${f.source}|${f.region}|${f.year}|${f.valid_from}|${f.valid_to ?? ""}`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const validDays = (f: EmissionFactorEntry, start: string, end: string) =>
  overlapDays(start, end, f.valid_from, f.valid_to ?? OPEN_END);

const BY_ACTIVITY = new Map<string, EmissionFactorEntry[]>();
for (const f of EMISSION_FACTORS) {
  const rows = BY_ACTIVITY.get(f.activity);
  if (rows) rows.push(f);
  else BY_ACTIVITY.set(f.activity, [f]);
}

function rowsForActivity(activity: string, releases: ReadonlySet<string> | null | undefined): EmissionFactorEntry[] {
  const family = activityOf(activity)?.family;
  const rows = [...(BY_ACTIVITY.get(activity) ?? []), ...(family ? (BY_ACTIVITY.get(family) ?? []) : [])];
  return releases ? rows.filter((f) => releases.has(f.release)) : rows;
}

function groupByPublication(rows: EmissionFactorEntry[]): Map<string, EmissionFactorEntry[]> {
  const groups = new Map<string, EmissionFactorEntry[]>();
  for (const f of rows) {
    const key = publicationKey(f);
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  return groups;
}

/** The publication to use among rows of one region, or null when none is valid on or before the period. */
function pickPublication(rows: EmissionFactorEntry[], start: string, end: string) {
  const groups = [...groupByPublication(rows).entries()].map(([key, group]) => {
    const head = group[0]!;
    return { key, group, days: validDays(head, start, end), from: head.valid_from, to: head.valid_to ?? OPEN_END };
  });
  const valid = groups
    .filter((g) => g.days > 0)
    .sort((a, b) => b.days - a.days || compare(b.from, a.from) || compare(a.key, b.key));
  if (valid[0]) return { rows: valid[0].group, outside_validity: false };
  const prior = groups
    .filter((g) => g.to < start)
    .sort((a, b) => compare(b.to, a.to) || compare(b.from, a.from) || compare(a.key, b.key));
  if (prior[0]) return { rows: prior[0].group, outside_validity: true };
  return null;
}

/** A region's rows for the subregion when it has some, else those for the whole region. */
function ofSubregion(rows: EmissionFactorEntry[], subregion: string | null | undefined): EmissionFactorEntry[] {
  const own = subregion ? rows.filter((f) => f.subregion === subregion) : [];
  return own.length > 0 ? own : rows.filter((f) => !f.subregion);
}

const SECTOR_FALLBACK = ["all", "energy", "manufacturing", "commercial"] as const;

/** One row per gas (or the one CO2e row) from a publication's rows. */
function rowsToUse(
  group: EmissionFactorEntry[],
  activity: string,
  sector: IpccSector,
  unit: UnitId,
  pinned?: EmissionFactorEntry,
): EmissionFactorEntry[] {
  if (pinned?.gas === "CO2e") return [pinned];
  const perGas = group.filter((f) => f.gas !== "CO2e");
  const sectorOrder: string[] = [sector, ...SECTOR_FALLBACK.filter((s) => s !== sector)];
  const sectorRank = (f: EmissionFactorEntry) => sectorOrder.indexOf(f.sector);
  const converts = (f: EmissionFactorEntry) => convert(activity, 1, unit, f.unit).ok;
  const unitRank = (f: EmissionFactorEntry) =>
    f.unit === unit ? 0 : dimensionOf(f.unit) === dimensionOf(unit) && converts(f) ? 1 : converts(f) ? 2 : 3;
  const best = (rows: EmissionFactorEntry[]) =>
    [...rows].sort((a, b) => sectorRank(a) - sectorRank(b) || unitRank(a) - unitRank(b) || compare(a.id, b.id))[0]!;
  if (perGas.length === 0) return [best(group)];
  const chosen: EmissionFactorEntry[] = [];
  for (const gas of GASES) {
    const rows = perGas.filter((f) => f.gas === gas);
    if (rows.length === 0) continue;
    chosen.push(pinned?.gas === gas ? pinned : best(rows));
  }
  return chosen;
}

export function selectFactors(req: SelectionRequest): Result<FactorSelection, SelectionError> {
  const activity = activityOf(req.activity);
  if (!activity) return err({ code: "UNKNOWN_ACTIVITY", field: "activity", activity: req.activity });
  const rows = rowsForActivity(req.activity, req.releases);

  if (req.factor_id) {
    const pinned = factorById(req.factor_id);
    if (!pinned || (req.releases && !req.releases.has(pinned.release)))
      return err({ code: "UNKNOWN_FACTOR", field: "factor_id", factor_id: req.factor_id });
    if (!rows.includes(pinned)) {
      return err({
        code: "FACTOR_ACTIVITY_MISMATCH",
        field: "factor_id",
        factor_id: pinned.id,
        activity: req.activity,
        factor_activity: pinned.activity,
      });
    }
    const group = rows.filter((f) => publicationKey(f) === publicationKey(pinned));
    const factors = rowsToUse(group, req.activity, req.sector, req.unit, pinned);
    const outside = factors.every((f) => validDays(f, req.period_start, req.period_end) === 0);
    return ok({ basis: "pinned", region: pinned.region, outside_validity: outside, factors });
  }

  const tiers: { basis: SelectionBasis; region: string | null }[] = [
    { basis: "country", region: req.country },
    { basis: "global_default", region: "GLOBAL" },
    { basis: "proxy_region", region: activity.proxy_region === req.country ? null : activity.proxy_region },
  ];
  for (const tier of tiers) {
    if (!tier.region) continue;
    const picked = pickPublication(
      ofSubregion(
        rows.filter((f) => f.region === tier.region),
        tier.basis === "country" ? req.subregion : null,
      ),
      req.period_start,
      req.period_end,
    );
    if (picked) {
      const factors = rowsToUse(picked.rows, req.activity, req.sector, req.unit);
      return ok({ basis: tier.basis, region: tier.region, outside_validity: picked.outside_validity, factors });
    }
  }
  return err({
    code: "NO_FACTOR",
    field: "activity",
    activity: req.activity,
    country: req.country,
    period_start: req.period_start,
    period_end: req.period_end,
    candidates: rows
      .filter((f) => f.activity === req.activity)
      .map((f) => f.id)
      .sort(),
  });
}

/** The ids the selection picks per (activity, region, subregion, day, unit), asked as rows need them. */
const DEFAULT_CHOICES = new Map<string, ReadonlySet<string>>();

/**
 * Whether the selection picks this row by default: for its activity (a family's row: for one of its members) in its
 * region and grid subregion, a record in the row's own unit on the first day the row is valid, with no factor pinned
 * and no facility (the IPCC sector an estimate without one takes). Of the variants a publication offers for the same
 * choice (CEA's grid rate excluding and including imports), one is.
 */
export function isDefaultChoice(f: EmissionFactorEntry): boolean {
  const activities = activityOf(f.activity)
    ? [f.activity]
    : ACTIVITY_KEYS.filter((k) => activityOf(k)?.family === f.activity);
  return activities.some((activity) => {
    const key = `${activity}|${f.region}|${f.subregion ?? ""}|${f.valid_from}|${f.unit}`;
    let chosen = DEFAULT_CHOICES.get(key);
    if (!chosen) {
      const picked = selectFactors({
        activity,
        country: f.region,
        subregion: f.subregion ?? null,
        sector: ipccSectorOf(null),
        period_start: f.valid_from,
        period_end: f.valid_from,
        unit: f.unit,
      });
      chosen = new Set(picked.ok ? picked.value.factors.map((c) => c.id) : []);
      DEFAULT_CHOICES.set(key, chosen);
    }
    return chosen.has(f.id);
  });
}
