import { createHash } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { activityOf, convert, GASES, GWP100, type GwpSet, gwpOf, type UnitId } from "../../../carbon";
import { factorById } from "../../../carbon/catalogue";
import { RELEASES } from "../../../carbon/catalogue/releases";
import { GWP_SOURCES } from "../../../carbon/gwp";
import {
  DISCHARGE_DESTINATIONS,
  TREATMENT_LEVELS,
  WASTE_CATEGORIES,
  WASTE_DISPOSAL_METHODS,
  WASTE_RECOVERY_OPERATIONS,
  WATER_SOURCES,
} from "../../../contracts/api/brsr-input-lists";
import { type CsvCell, writeCsv } from "../../../contracts/csv";
import { plainFigures } from "../../../contracts/figures";
import { financialYearName, startYearOf } from "../../../contracts/financial-year";
import { canonicalJson } from "../audit/audit-store";
import { iso } from "../platform/rows";
import type { YearRecords } from "./assurance-pack-store";
import { DIGEST_COLUMNS, type Period, recordsDigest } from "./periods-store";

/**
 * The assurance pack of a signed-off year as files, zipped with fflate: the figures (the snapshot's KPIs and the BRSR
 * Core tables), every record behind them as CSV, the factors used with their release and provenance, the unit
 * conversions and GWP values applied, the year's audit events, the evidence files, a README saying how to recompute
 * the totals from the pack alone, and a manifest of every file's size and SHA-256. Every CSV goes through the one
 * writer (contracts/csv.ts), so no cell runs as a formula in a spreadsheet.
 */

type Row = Record<string, unknown>;
type File = { path: string; bytes: Uint8Array };

/** A file of the year's evidence, with its bytes (server/v1/evidence/). */
export type PackEvidence = {
  id: string;
  file_name: string;
  media_type: string;
  byte_size: number;
  sha256: string;
  attached_to: { type: string; id: string };
  /** null when the storage no longer has them: the file is listed in evidence/index.csv, saying so. */
  bytes: Uint8Array | null;
};

export type PackInput = {
  tenant: { id: string; name: string };
  period: Period;
  records: YearRecords;
  brsrCore: { financial_year: string; previous_financial_year: string; years: Row[]; missing: Row[] } & Row;
  auditEvents: Row[];
  evidence: readonly PackEvidence[];
  generatedAt: Date;
};

const text = (v: unknown): CsvCell => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.join(" ");
  if (typeof v === "object") return canonicalJson(v);
  return v as CsvCell;
};

/** CSV text with a header row and a final line break. */
function csv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${writeCsv([header, ...rows.map((r) => r.map(text))])}\r\n`;
}

const pick = (row: Row, columns: readonly string[]) => columns.map((c) => row[c]);

// ---------- records ----------

const ACTIVITY_COLUMNS = [
  ...DIGEST_COLUMNS.activity,
  "facility_id",
  "facility_name",
  "source_id",
  "meter_id",
  "supplier_id",
  "activity",
  "source_type",
  "scope3_category",
  "days",
  "estimated",
  "factor_ids",
  "gwp_set",
  "co2e_gwp",
  "methane_origin",
  "data_version",
  "releases",
  "co2_kg",
  "ch4_kg",
  "n2o_kg",
  "energy_kwh",
  "upload_id",
  "created_at",
] as const;

const PRODUCTION_COLUMNS = [
  "id",
  "quantity",
  "unit",
  "period_start",
  "period_end",
  "facility_id",
  "facility_name",
  "product",
  "days",
  "created_at",
] as const;

const WATER_COLUMNS = [
  ...DIGEST_COLUMNS.water,
  "consumption_kl",
  "facility_id",
  "facility_name",
  "entered_unit",
  ...WATER_SOURCES.map((s) => `withdrawal_${s}_kl`),
  ...DISCHARGE_DESTINATIONS.flatMap((d) => TREATMENT_LEVELS.map((t) => `discharge_${d}_${t}_kl`)),
  "upload_id",
  "created_at",
];

const WASTE_COLUMNS = [
  ...DIGEST_COLUMNS.waste,
  "facility_id",
  "facility_name",
  "entered_unit",
  ...WASTE_CATEGORIES.map((c) => `generated_${c}_t`),
  ...WASTE_RECOVERY_OPERATIONS.map((c) => `recovered_${c}_t`),
  ...WASTE_DISPOSAL_METHODS.map((c) => `disposed_${c}_t`),
  "upload_id",
  "created_at",
];

const methaneOrigin = (activity: unknown) => activityOf(String(activity))?.methane_origin ?? "fossil";

function activityCsv(rows: Row[]) {
  return csv(
    ACTIVITY_COLUMNS,
    rows.map((r) => pick({ ...r, methane_origin: methaneOrigin(r.activity) }, ACTIVITY_COLUMNS)),
  );
}

function waterCsv(rows: Row[]) {
  return csv(
    WATER_COLUMNS,
    rows.map((r) => {
      const withdrawal = (r.withdrawal_kl ?? {}) as Record<string, number>;
      const discharge = (r.discharge_kl ?? {}) as Record<string, Record<string, number>>;
      return [
        ...pick(r, [...DIGEST_COLUMNS.water, "consumption_kl", "facility_id", "facility_name", "entered_unit"]),
        ...WATER_SOURCES.map((s) => withdrawal[s] ?? 0),
        ...DISCHARGE_DESTINATIONS.flatMap((d) => TREATMENT_LEVELS.map((t) => discharge[d]?.[t] ?? 0)),
        r.upload_id,
        r.created_at,
      ];
    }),
  );
}

function wasteCsv(rows: Row[]) {
  return csv(
    WASTE_COLUMNS,
    rows.map((r) => {
      const of = (k: string) => (r[k] ?? {}) as Record<string, number>;
      return [
        ...pick(r, [...DIGEST_COLUMNS.waste, "facility_id", "facility_name", "entered_unit"]),
        ...WASTE_CATEGORIES.map((c) => of("generated_t")[c] ?? 0),
        ...WASTE_RECOVERY_OPERATIONS.map((c) => of("recovered_t")[c] ?? 0),
        ...WASTE_DISPOSAL_METHODS.map((c) => of("disposed_t")[c] ?? 0),
        r.upload_id,
        r.created_at,
      ];
    }),
  );
}

// ---------- factors, conversions, GWP values ----------

const RELEASE_BY_ID = new Map(RELEASES.map((r) => [r.id, r]));

const FACTOR_COLUMNS = [
  "factor_id",
  "label",
  "activity",
  "gas",
  "value",
  "value_ar6",
  "unit",
  "unit_input",
  "unit_output",
  "gwp_basis",
  "region",
  "subregion",
  "year",
  "valid_from",
  "valid_to",
  "release",
  "release_title",
  "release_edition",
  "release_published",
  "publisher",
  "source",
  "provenance_document",
  "provenance_url",
  "licence",
  "attribution",
] as const;

/** Every factor the records used, in id order, with its release, publisher, provenance and licence. */
function factorsCsv(activity: Row[]) {
  const ids = [...new Set(activity.flatMap((r) => (r.factor_ids as string[] | null) ?? []))].sort();
  return csv(
    FACTOR_COLUMNS,
    ids.map((id) => {
      const f = factorById(id);
      if (!f) return [id, "not in this server's catalogue"];
      const release = RELEASE_BY_ID.get(f.release);
      return [
        f.id,
        f.label,
        f.activity,
        f.gas,
        f.value,
        f.value_ar6 ?? null,
        f.unit,
        f.unit_input,
        f.unit_output,
        f.gwp_basis ?? f.gwp,
        f.region,
        f.subregion ?? null,
        f.year,
        f.valid_from,
        f.valid_to,
        f.release,
        release?.title,
        release?.edition,
        release?.published,
        f.publisher,
        f.source,
        f.provenance.doc,
        f.provenance.url,
        release?.licence,
        release?.attribution,
      ];
    }),
  );
}

/**
 * Each conversion the records went through, from the unit a record was given in to the unit of a factor it used:
 * the multiplier (quantity in the factor's unit = quantity × multiplier) and how many records it applied to.
 */
function conversionsCsv(activity: Row[]) {
  const seen = new Map<string, { activity: string; from: string; to: string; multiplier: number; records: number }>();
  for (const r of activity) {
    for (const id of (r.factor_ids as string[] | null) ?? []) {
      const f = factorById(id);
      if (!f) continue;
      const key = `${r.activity}|${r.unit}|${f.unit}`;
      const known = seen.get(key);
      if (known) {
        known.records++;
        continue;
      }
      const one = convert(String(r.activity), 1, r.unit as UnitId, f.unit);
      if (!one.ok) continue;
      seen.set(key, {
        activity: String(r.activity),
        from: String(r.unit),
        to: f.unit,
        multiplier: one.value,
        records: 1,
      });
    }
  }
  const rows = [...seen.values()].sort((a, b) =>
    `${a.activity}|${a.from}|${a.to}` < `${b.activity}|${b.from}|${b.to}` ? -1 : 1,
  );
  return csv(
    ["activity", "from_unit", "to_unit", "multiplier", "records"],
    rows.map((c) => [c.activity, c.from, c.to, c.multiplier, c.records]),
  );
}

/** The GWP values of the sets the records were weighted with, each gas (methane by origin) with its source. */
function gwpCsv(activity: Row[]) {
  const sets = [...new Set(activity.map((r) => String(r.gwp_set)))].filter((s): s is GwpSet => s in GWP100).sort();
  const rows: unknown[][] = [];
  for (const set of sets) {
    for (const gas of GASES) {
      const origins = gas === "CH4" ? (["fossil", "non_fossil"] as const) : ([null] as const);
      for (const origin of origins)
        rows.push([set, gas, origin, gwpOf(gas, set, origin ?? "fossil"), GWP_SOURCES[set]]);
    }
  }
  return csv(["gwp_set", "gas", "methane_origin", "gwp", "source"], rows);
}

// ---------- figures ----------

const KPI_UNITS: Record<string, string> = {
  activity_records: "records",
  scope1_tco2e: "tCO2e",
  scope2_location_tco2e: "tCO2e",
  scope3_tco2e: "tCO2e",
  water_records: "records",
  water_withdrawal_kl: "kL",
  waste_records: "records",
  waste_generated_t: "t",
  records_sha256: "SHA-256 (hex)",
};

/** One table of a BRSR Core year as rows of a dotted name and a figure. */
function flatten(value: unknown, prefix: string, out: [string, unknown][]) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.push([prefix, value]);
}

function brsrCoreFiles(brsr: PackInput["brsrCore"]): File[] {
  const [current, previous] = brsr.years as Row[];
  const files: File[] = [];
  for (const table of ["energy", "water", "emissions", "waste", "intensities"]) {
    const rows: [string, unknown][] = [];
    flatten(current?.[table], "", rows);
    const before: [string, unknown][] = [];
    flatten(previous?.[table], "", before);
    const earlier = new Map(before);
    files.push({
      path: `figures/brsr-core/${table}.csv`,
      bytes: strToU8(
        csv(
          ["row", brsr.financial_year, brsr.previous_financial_year],
          rows.map(([name, v]) => [name, v, earlier.get(name)]),
        ),
      ),
    });
  }
  files.push({
    path: "figures/brsr-core/missing.csv",
    bytes: strToU8(
      csv(
        ["financial_year", "rows", "reason"],
        brsr.missing.map((m) => [m.financial_year, m.rows, m.reason]),
      ),
    ),
  });
  files.push({ path: "figures/brsr-core.json", bytes: strToU8(`${JSON.stringify(brsr, null, 2)}\n`) });
  return files;
}

// ---------- audit events and evidence ----------

const AUDIT_COLUMNS = [
  "seq",
  "id",
  "occurred_at",
  "actor_type",
  "actor_id",
  "type",
  "resource_type",
  "resource_id",
  "request_id",
  "changes",
  "data",
  "prev_hash",
  "hash",
] as const;

function auditCsv(events: Row[]) {
  return csv(
    AUDIT_COLUMNS,
    events.map((e) => [
      Number(e.seq),
      e.id,
      iso(e.occurred_at as Date | string),
      e.actor_type,
      e.actor_id,
      e.type,
      e.resource_type,
      e.resource_id,
      e.request_id,
      canonicalJson(e.changes ?? null),
      canonicalJson(e.data ?? {}),
      e.prev_hash,
      e.hash,
    ]),
  );
}

/** A file name that is safe in a ZIP on every system: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-120);
  return cleaned || "file";
}

function evidenceFiles(evidence: readonly PackEvidence[]): File[] {
  if (evidence.length === 0) return [];
  const pathOf = (e: PackEvidence) => (e.bytes ? `evidence/${e.id}-${safeFileName(e.file_name)}` : "");
  const files = evidence.flatMap((e) => (e.bytes ? [{ path: pathOf(e), bytes: e.bytes }] : []));
  const index = csv(
    ["path", "id", "file_name", "media_type", "byte_size", "sha256", "attached_to_type", "attached_to_id", "note"],
    evidence.map((e) => [
      pathOf(e),
      e.id,
      e.file_name,
      e.media_type,
      e.byte_size,
      e.sha256,
      e.attached_to.type,
      e.attached_to.id,
      e.bytes ? "" : "The storage no longer holds this file's bytes",
    ]),
  );
  return [{ path: "evidence/index.csv", bytes: strToU8(index) }, ...files];
}

// ---------- the README and the manifest ----------

function readme(input: PackInput, recordsNow: string): string {
  const { period, tenant } = input;
  const name = financialYearName(startYearOf(period.financial_year));
  const matches = recordsNow === period.snapshot?.records_sha256;
  return `Assurance pack: ${tenant.name} (tenant ${tenant.id}), ${name} (${period.period_start} to ${period.period_end})
Signed off ${period.signed_off_at} by ${period.signed_off_by?.actor_type} ${period.signed_off_by?.actor_id}. Generated ${input.generatedAt.toISOString()}.
${matches ? "The records below are the records the sign-off snapshot covers (records_sha256 recomputed and equal)." : "WARNING: the records held now differ from those the sign-off snapshot covers (records_sha256 differs); see manifest.json."}

FILES
manifest.json                  Every other file with its size in bytes and SHA-256; the period, its snapshot and
                               records_sha256; the tenant; when the pack was made.
figures/kpis.json, kpis.csv    The sign-off snapshot: Scope 1, Scope 2 (location-based) and Scope 3 tCO2e, water
                               withdrawn (kL), waste generated (t), record counts and records_sha256.
figures/brsr-core.json         BRSR Core (SEBI, Principle 6) for the year and the one before, as GET
                               /v1/disclosures/brsr-core answers it; figures/brsr-core/*.csv are its tables (energy,
                               water, emissions, waste, intensities: one row per figure, a column per year) and the
                               inputs missing for rows left empty (missing.csv).
records/activity.csv           Every activity record whose period starts in the year, in id order: quantity and unit,
                               factor_ids (space-separated), the GWP set (gwp_set) and the set its CO2e is on
                               (co2e_gwp), each gas in kg and co2e_kg.
records/production.csv         Production records of the year (the output BRSR Core's per-output intensities use).
records/water.csv              Water records: withdrawal by source, discharge by destination and treatment, kL.
records/waste.csv              Waste records: generated by category, recovered and disposed by method, t.
factors.csv                    Every emission factor the activity records used: value (value_ar6: its CO2e on AR6
                               recomputed from the published gas split), units, GWP basis, release, publisher,
                               source, provenance document and URL, licence and attribution.
unit-conversions.csv           Each conversion applied: an activity's record unit to a factor's unit, the multiplier
                               and how many records it applied to.
gwp-values.csv                 The 100-year GWP of each gas in the sets the records were weighted with.
audit-events.csv               The year's audit events, oldest first: the period's own steps (submitted, signed off,
                               reopened), its revenue and PPP factor, and every change to a record, upload or evidence
                               file of the year (an event whose resource is one, or a batch that stored or withdrew
                               one of the year's uploads). changes and data are canonical JSON (keys sorted).
evidence/                      The files attached to the period and to its records and uploads, named
                               <id>-<file name>, listed in evidence/index.csv with their SHA-256.

HOW TO RECOMPUTE THE TOTALS FROM THIS PACK
1. Check every file: its SHA-256 and size must be those manifest.json lists.
2. Scope totals: sum co2e_kg of records/activity.csv by scope (1, 2, 3) in row order and divide by 1,000: Scope 1,
   Scope 2 location-based and Scope 3 tCO2e of figures/kpis.json. Water withdrawn is the sum of
   total_withdrawal_kl of records/water.csv (each row's total is the sum of its withdrawal_*_kl); waste generated
   the sum of total_generated_t of records/waste.csv (each row's total is the sum of its generated_*_t).
3. Each record's co2e_kg from its quantity: for each factor of factor_ids, take the factor's row of factors.csv and
   the multiplier of unit-conversions.csv for (activity, unit, the factor's unit); q = quantity x multiplier. A CO2e
   factor adds q x value (q x value_ar6 when the record's co2e_gwp is not the factor's gwp_basis); a factor per gas
   adds q x value x the gas's GWP in the record's gwp_set (gwp-values.csv; methane by the record's methane_origin).
   The sum is co2e_kg (to floating-point rounding: about 1 part in 10^12).
4. records_sha256: for each row of records/activity.csv, then records/water.csv, then records/waste.csv, in file
   order, the line <kind>|<JSON array of the row's first columns as strings>, then a line feed (kind: activity,
   water, waste; first columns: ${DIGEST_COLUMNS.activity.join(", ")}; ${DIGEST_COLUMNS.water.join(", ")};
   ${DIGEST_COLUMNS.waste.join(", ")}). The SHA-256 (hex) of those lines is the snapshot's records_sha256.
5. An audit event's hash is the SHA-256 (hex) of the canonical JSON (keys sorted, no spaces) of [prev_hash, seq, id,
   occurred_at, actor_type, actor_id, type, resource_type, resource_id, request_id, changes, data]; the whole chain
   is verified by GET /v1/audit-events/verify.

Cells of the CSV files that would start like a spreadsheet formula (=, +, -, @) begin with a ' so they read as text.
`;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The records' digest now, as the snapshot computed it at sign-off. */
export function recordsDigestOf(records: YearRecords): string {
  return recordsDigest({
    activity: records.activity.map((r) => pick(r, DIGEST_COLUMNS.activity)),
    water: records.water.map((r) => pick(r, DIGEST_COLUMNS.water)),
    waste: records.waste.map((r) => pick(r, DIGEST_COLUMNS.waste)),
  });
}

/** The pack's files, manifest.json last, and the ZIP of them. */
export function assurancePack(input: PackInput): { files: File[]; zip: Uint8Array } {
  const { period, records } = input;
  const snapshot = plainFigures(period.snapshot);
  const recordsNow = recordsDigestOf(records);
  const { financial_year, period_start, period_end, state, signed_off_by, signed_off_at } = period;
  const year = { financial_year, period_start, period_end, state, signed_off_by, signed_off_at };
  const kpis = { ...year, snapshot, restatement: plainFigures(period.restatement) };
  const files: File[] = [
    { path: "README.txt", bytes: strToU8(readme(input, recordsNow)) },
    { path: "figures/kpis.json", bytes: strToU8(`${JSON.stringify(kpis, null, 2)}\n`) },
    {
      path: "figures/kpis.csv",
      bytes: strToU8(
        csv(
          ["metric", "value", "unit"],
          Object.entries(snapshot ?? {}).map(([k, v]) => [k, v, KPI_UNITS[k] ?? ""]),
        ),
      ),
    },
    ...brsrCoreFiles(plainFigures(input.brsrCore)),
    { path: "records/activity.csv", bytes: strToU8(activityCsv(records.activity)) },
    {
      path: "records/production.csv",
      bytes: strToU8(
        csv(
          PRODUCTION_COLUMNS,
          records.production.map((r) => pick(r, PRODUCTION_COLUMNS)),
        ),
      ),
    },
    { path: "records/water.csv", bytes: strToU8(waterCsv(records.water)) },
    { path: "records/waste.csv", bytes: strToU8(wasteCsv(records.waste)) },
    { path: "factors.csv", bytes: strToU8(factorsCsv(records.activity)) },
    { path: "unit-conversions.csv", bytes: strToU8(conversionsCsv(records.activity)) },
    { path: "gwp-values.csv", bytes: strToU8(gwpCsv(records.activity)) },
    { path: "audit-events.csv", bytes: strToU8(auditCsv(input.auditEvents)) },
    ...evidenceFiles(input.evidence),
  ];
  const manifest = {
    format: "carbontracker-assurance-pack/1",
    tenant: input.tenant,
    ...year,
    snapshot,
    records_sha256: period.snapshot?.records_sha256 ?? null,
    records_sha256_now: recordsNow,
    records_match_snapshot: recordsNow === period.snapshot?.records_sha256,
    generated_at: input.generatedAt.toISOString(),
    files: files.map((f) => ({ path: f.path, bytes: f.bytes.length, sha256: sha256(f.bytes) })),
  };
  files.push({ path: "manifest.json", bytes: strToU8(`${JSON.stringify(manifest, null, 2)}\n`) });
  // Entries dated when the pack was made; evidence files (already compressed formats) stored as they are.
  const mtime = input.generatedAt;
  const zip = zipSync(
    Object.fromEntries(
      files.map((f) => [
        f.path,
        [f.bytes, { mtime, level: f.path.startsWith("evidence/") && f.path !== "evidence/index.csv" ? 0 : 6 }],
      ]),
    ),
  );
  return { files, zip };
}
