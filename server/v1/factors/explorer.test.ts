import { describe, expect, it } from "vitest";
import {
  EMISSION_FACTORS,
  type EmissionFactorEntry,
  estimateEmissions,
  factorById,
  RELEASES,
  type UnitId,
} from "../../../carbon";
import { CATALOGUE_RELEASE_IDS, EXPLORER_CSV_COLUMNS } from "../../../contracts/factor-explorer";
import { factorExplorerData, releaseCsv } from "./explorer";

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  expect(field).toBe("");
  return records;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** The catalogue row's values, in the CSV's columns. */
function expectedFields(f: EmissionFactorEntry): string[] {
  const values: Record<(typeof EXPLORER_CSV_COLUMNS)[number], string | number | null | undefined> = {
    id: f.id,
    label: f.label,
    category: f.category,
    activity: f.activity,
    source: f.source,
    publisher: f.publisher,
    region: f.region,
    subregion: f.subregion,
    year: f.year,
    scope: f.scope,
    scope3_category: f.scope3_category,
    sector: f.sector,
    gas: f.gas,
    value: f.value,
    unit_input: f.unit_input,
    unit_output: f.unit_output,
    gwp: f.gwp,
    basis: f.gwp_basis,
    gas_split_co2: f.gas_split?.CO2,
    gas_split_ch4: f.gas_split?.CH4,
    gas_split_n2o: f.gas_split?.N2O,
    value_ar6: f.value_ar6,
    valid_from: f.valid_from,
    valid_to: f.valid_to,
    release: f.release,
    provenance_doc: f.provenance.doc,
    provenance_url: f.provenance.url,
  };
  return EXPLORER_CSV_COLUMNS.map((c) => text(values[c]));
}

const data = factorExplorerData();

describe("the factor explorer's data", () => {
  it("writes each release's CSV row for row as the catalogue holds it, numbers exact", () => {
    let total = 0;
    for (const release of RELEASES) {
      const [header, ...rows] = parseCsv(releaseCsv(data.factors, release.id));
      expect(header).toEqual([...EXPLORER_CSV_COLUMNS]);
      const catalogue = EMISSION_FACTORS.filter((f) => f.release === release.id);
      expect(rows.length).toBe(catalogue.length);
      expect(rows.length).toBe(data.releases.find((r) => r.id === release.id)!.rows);
      rows.forEach((row, i) => {
        const f = catalogue[i]!;
        expect(row).toEqual(expectedFields(f));
        // A blank is "not available", never zero; a figure reads back as the same number.
        const value = row[EXPLORER_CSV_COLUMNS.indexOf("value")]!;
        expect(value === "" ? null : Number(value)).toBe(f.value);
      });
      total += rows.length;
    }
    expect(total).toBe(EMISSION_FACTORS.length);
  });

  it("lists the catalogue's releases for the route table, each with its CSV", () => {
    expect([...CATALOGUE_RELEASE_IDS]).toEqual(RELEASES.map((r) => r.id));
  });

  it("holds the DESNZ 2025 edition whole, with the Open Government Licence attribution", () => {
    const desnz = data.releases.find((r) => r.id === "desnz-2025")!;
    expect(desnz).toMatchObject({ rows: 3425, licence: "Open Government Licence v3.0", edition: "2025 v1.0" });
    expect(desnz.attribution).toMatch(
      /^Contains public sector information licensed under the Open Government Licence v3\.0/,
    );
    expect(desnz.csv_path).toBe("/emission-factors/releases/desnz-2025.csv");
  });

  it("carries every row once, with its basis, facet values and the flight's AR6 figure", () => {
    expect(data.factors.map((f) => f.id)).toEqual(EMISSION_FACTORS.map((f) => f.id));
    const flight = data.factors.find(
      (f) => f.release === "desnz-2025" && /Long-haul.*Economy class/.test(f.label) && f.value === 0.11704,
    )!;
    expect(flight).toMatchObject({ basis: "AR5", unit_type: "travel", scope: 3, scope3_category: 6 });
    expect(flight.value_ar6).not.toBeNull();
  });

  it("gives a ready estimate call that computes to every row an estimate can reach, none to a blank row", () => {
    let calls = 0;
    for (const f of data.factors) {
      const call = f.estimate;
      if (f.value === null) {
        expect(call).toBeNull();
        continue;
      }
      // Every unit a factor is published in is one an estimate takes: every row with a value has a call.
      expect(call, f.id).not.toBeNull();
      if (!call) continue;
      expect(call.unit, f.id).toBe(factorById(f.id)!.unit);
      calls++;
      const r = estimateEmissions(
        {
          factor_id: call.factor_id,
          activity: call.activity,
          quantity: call.quantity,
          unit: call.unit as UnitId,
          period_start: call.date,
          period_end: call.date,
          country: call.country,
          sector: "commercial",
        },
        "AR6",
      );
      expect(r.ok, `${f.id}: ${JSON.stringify(r.ok ? null : r.error)}`).toBe(true);
      if (r.ok) expect(r.value.factor_ids).toContain(f.id);
    }
    expect(calls).toBeGreaterThan(5000);
  });
});
