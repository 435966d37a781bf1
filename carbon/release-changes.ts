import { EMISSION_FACTORS, type EmissionFactorEntry } from "./catalogue";
import { type CatalogueRelease, previousRelease, RELEASES } from "./catalogue/releases";

/**
 * What each release holds and what changed against the previous edition of its series, row by row on the
 * publisher's stable id (`key`, else the catalogue id): rows added, removed (only when both editions are held
 * whole), with another value, or with the same one. A row without a value (not available) counts as a value.
 */

export type ValueChange = {
  key: string;
  label: string;
  unit_input: string;
  before: number | null;
  after: number | null;
};

export type ReleaseSummary = CatalogueRelease & {
  position: number;
  rows: number;
  rows_with_value: number;
  changes: {
    previous: string;
    added: number;
    removed: number | null;
    changed: number;
    unchanged: number;
    /** Up to 10 changed values, the largest relative changes first. */
    largest: ValueChange[];
  } | null;
};

const keyOf = (f: EmissionFactorEntry) => f.key ?? f.id;

function rowsOf(release: string): Map<string, EmissionFactorEntry> {
  return new Map(EMISSION_FACTORS.filter((f) => f.release === release).map((f) => [keyOf(f), f]));
}

const relative = (c: ValueChange) =>
  c.before === null || c.after === null || c.before === 0 ? Infinity : Math.abs(c.after - c.before) / c.before;

function changesOf(release: CatalogueRelease, rows: Map<string, EmissionFactorEntry>): ReleaseSummary["changes"] {
  const previous = previousRelease(release.id);
  if (!previous) return null;
  const before = rowsOf(previous.id);
  const changed: ValueChange[] = [];
  let added = 0;
  let unchanged = 0;
  for (const [key, f] of rows) {
    const old = before.get(key);
    if (!old) added++;
    else if (old.value === f.value) unchanged++;
    else changed.push({ key, label: f.label, unit_input: f.unit_input, before: old.value, after: f.value });
  }
  const whole = release.coverage === "full" && previous.coverage === "full";
  return {
    previous: previous.id,
    added,
    removed: whole ? [...before.keys()].filter((k) => !rows.has(k)).length : null,
    changed: changed.length,
    unchanged,
    largest: changed.sort((a, b) => relative(b) - relative(a) || (a.key < b.key ? -1 : 1)).slice(0, 10),
  };
}

export function releaseSummaries(): ReleaseSummary[] {
  return RELEASES.map((release, position) => {
    const rows = rowsOf(release.id);
    return {
      ...release,
      position,
      rows: rows.size,
      rows_with_value: [...rows.values()].filter((f) => f.value !== null).length,
      changes: changesOf(release, rows),
    };
  });
}
