import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ACTIVITIES, ACTIVITY_KEYS } from "./activities";
import { EMISSION_FACTORS, FACTOR_SOURCES, factorById, toResource } from "./catalogue";
import { unitIdOf, unitTable } from "./units";

/** The published seed rows: ../shared/reference beside the checkout (or beside the folder of worktrees). */
const REFERENCE = ["../../shared/reference/emission-factors.csv", "../../../shared/reference/emission-factors.csv"]
  .map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((p) => existsSync(p));

function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let field = "";
  let quoted = false;
  const endField = () => {
    rows[rows.length - 1]!.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') field += text[++i];
    else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== "," && c !== "\n" && c !== "\r")) field += c;
    else if (c === ",") endField();
    else if (c === "\n") {
      endField();
      rows.push([]);
    }
  }
  if (field) endField();
  const [header, ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])));
}

describe.skipIf(!REFERENCE)("the reference rows", () => {
  const reference = REFERENCE ? parseCsv(readFileSync(REFERENCE, "utf8")) : [];

  it("are all in the catalogue, exactly as published", () => {
    expect(reference.length).toBe(41);
    for (const r of reference) {
      const f = factorById(r.id_hint!);
      expect(f, r.id_hint).toBeDefined();
      if (f!.release === "desnz-2025" || f!.release === "epa-hub-2025") {
        // imported from the publication's file: its own wording and edition year, the same value (the reference
        // rounds lb/MWh conversions to 6 significant figures), unit and basis
        expect([f!.unit_output, f!.gwp, f!.region], r.id_hint).toEqual([r.unit_output, r.gwp, r.region]);
        expect(Math.abs(f!.value! / Number(r.value) - 1), r.id_hint).toBeLessThan(5e-6);
        expect(unitIdOf(f!.unit_input), r.id_hint).toBe(unitIdOf(r.unit_input!));
        continue;
      }
      expect({
        label: f!.label,
        region: f!.region,
        year: f!.year,
        scope: f!.scope,
        gas: f!.gas,
        unit_input: f!.unit_input,
        unit_output: f!.unit_output,
        value: f!.value,
        gwp: f!.gwp,
        publisher: f!.publisher,
        category: f!.category,
        doc: f!.provenance.doc,
        url: f!.provenance.url,
        valid_from: f!.valid_from,
        valid_to: f!.valid_to ?? "",
      }).toEqual({
        label: r.label,
        region: r.region,
        year: r.year,
        scope: Number(r.scope),
        gas: r.gas,
        unit_input: r.unit_input,
        unit_output: r.unit_output,
        value: Number(r.value),
        gwp: r.gwp,
        publisher: r.source,
        category: r.activity,
        doc: r.provenance_doc,
        url: r.provenance_url,
        valid_from: r.valid_from,
        valid_to: r.valid_to,
      });
      expect(f!.source).toBe(r.source === "DESNZ" ? "DEFRA" : r.source);
    }
  });
});

describe("every catalogue row", () => {
  it("has a unique id", () => {
    expect(new Set(EMISSION_FACTORS.map((f) => f.id)).size).toBe(EMISSION_FACTORS.length);
  });

  it("names its publisher, document and URL, and a spec source", () => {
    for (const f of EMISSION_FACTORS) {
      expect(f.publisher, f.id).not.toBe("");
      expect(f.provenance.doc.length, f.id).toBeGreaterThan(20);
      expect(f.provenance.url, f.id).toMatch(/^https:\/\/[^\s]+$/);
      expect(FACTOR_SOURCES, f.id).toContain(f.source);
    }
  });

  it("has a value (positive if typed in; imported ones as published, null where blank), a validity and a scope that matches its activity", () => {
    for (const f of EMISSION_FACTORS) {
      if (f.key) expect(f.value === null || f.value >= 0, f.id).toBe(true);
      else expect(f.value, f.id).toBeGreaterThan(0);
      expect(f.valid_from, f.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (f.valid_to) expect(f.valid_to > f.valid_from, f.id).toBe(true);
      const activity = ACTIVITIES.get(f.activity);
      expect(activity ? f.scope : 1, f.id).toBe(activity?.scope ?? 1);
    }
  });

  it("is in a unit its activity converts", () => {
    for (const f of EMISSION_FACTORS) {
      const activities = f.activity === "coal" ? ACTIVITY_KEYS.filter((k) => k.startsWith("coal_")) : [f.activity];
      for (const key of activities) expect(unitTable(key)[f.unit], `${f.id} for ${key}`).toBeDefined();
    }
  });

  it("labels a published CO2e with its GWP basis, and never gives one to a mass of gas", () => {
    for (const f of EMISSION_FACTORS) {
      if (f.gas === "CO2e") expect(f.gwp_basis, f.id).not.toBeNull();
      else expect(f.gwp_basis, f.id).toBeNull();
    }
    expect(factorById("desnz2025_diesel_avgbio_litre")?.gwp_basis).toBe("AR5");
    expect(factorById("epa_sef_v1_2_naics_331110")?.gwp_basis).toBe("AR4");
  });
});

describe("coverage", () => {
  it("has a factor for every activity key", () => {
    for (const key of ACTIVITY_KEYS) {
      expect(
        EMISSION_FACTORS.some((f) => f.activity === key),
        key,
      ).toBe(true);
    }
  });

  it("splits IPCC stationary fuels into CO2, CH4 and N2O for every sector table", () => {
    for (const fuel of ["diesel", "natural_gas", "lpg", "fuel_oil", "coal"]) {
      const rows = EMISSION_FACTORS.filter((f) => f.source === "IPCC" && f.activity === fuel);
      for (const sector of ["energy", "manufacturing", "commercial"]) {
        for (const gas of ["CH4", "N2O"]) {
          expect(
            rows.filter((f) => f.sector === sector && f.gas === gas),
            `${fuel} ${sector} ${gas}`,
          ).toHaveLength(1);
        }
      }
    }
  });
});

describe("the resource shape", () => {
  it("has the fields of spec section 3", () => {
    const r = toResource(factorById("cea_v21_in_grid_wavg_fy2024_25_excl_imports")!);
    expect(r).toMatchObject({
      id: "cea_v21_in_grid_wavg_fy2024_25_excl_imports",
      activity: "grid_electricity",
      region: "IN",
      country: "IN",
      year: "FY2024-25",
      scope: 2,
      unit_input: "kWh",
      unit_output: "kg CO2",
      value: 0.7117,
      gwp: "n/a (CO2 only)",
      source: "CEA",
      valid_from: "2024-04-01",
      valid_to: "2025-03-31",
    });
    expect(r.provenance.url).toBe("https://cea.nic.in/wp-content/uploads/baseline/2025/12/User_Guide_V_21.0.pdf");
    expect(Object.keys(r)).toEqual(
      expect.arrayContaining(["label", "provenance", "gas", "sector", "publisher", "scope3_category"]),
    );
  });
});
