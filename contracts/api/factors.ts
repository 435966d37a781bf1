import { z } from "../zod";
import { RECORD_UNITS } from "./activity-lists";
import { localTimestamp } from "./tenancy";

/** The emission-factor catalogue: published values with their provenance (spec section 3). */

export const FACTOR_SOURCES = ["IPCC", "DEFRA", "CEA", "EPA"] as const;
export const FACTOR_GASES = ["CO2", "CH4", "N2O"] as const;
export const FACTOR_SECTORS = ["all", "energy", "manufacturing", "commercial"] as const;

export const emissionFactorSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    activity: z.string().meta({ description: "The activity key (or family, e.g. coal) the factor applies to" }),
    region: z.string().meta({ description: "ISO 3166-1 alpha-2 country, or GLOBAL for IPCC defaults" }),
    country: z.string().nullable(),
    subregion: z.string().nullable().meta({
      description: "A grid subregion within the region (US eGRID acronym) the factor is for; null for all of it",
    }),
    year: z.string().meta({ description: "As published: 2006, 2025, FY2024-25" }),
    scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    scope3_category: z.number().int().nullable(),
    sector: z.enum(FACTOR_SECTORS).meta({ description: "IPCC sector table of a CH4/N2O value; all otherwise" }),
    gas: z.string().meta({ description: "CO2, CH4, N2O, an HFC, or CO2e for a factor published as CO2e" }),
    unit_input: z.string().meta({ description: "As published; estimates and activity records take this spelling too" }),
    unit: z.enum(RECORD_UNITS).meta({
      description: "unit_input in the canonical spelling estimates and activity records answer with (tonnes: tonne)",
    }),
    unit_output: z.string(),
    value: z.number().nullable().meta({
      description:
        "As published, on the `gwp` basis. null: the publisher gives no figure for this combination (not available, never zero); a calculation that needs it is refused",
    }),
    gwp: z.string().meta({ description: "The GWP basis of a CO2e value (AR4, AR5), or n/a for a mass of gas" }),
    value_ar6: z.number().nullable().meta({
      description:
        "A CO2e value on AR6, recomputed from the published per-gas split: CO2 + CH4 / 28 × 29.8 (fossil methane; 27.0 for bioenergy, waste and water treatment) + N2O / 265 × 273. A calculation with gwp_set AR6 uses it (co2e_basis from_gas_split); null without a complete split (the published set stays) or for a mass of gas",
    }),
    gas_split: z
      .object({ CO2: z.number().nullable(), CH4: z.number().nullable(), N2O: z.number().nullable() })
      .nullable()
      .meta({ description: "A CO2e value's per-gas split as published, kg CO2e per unit on the `gwp` basis" }),
    release: z
      .string()
      .meta({ description: "The catalogue release the factor came in with (GET /emission-factors/releases)" }),
    attribution: z.string().nullable().meta({
      description: "The attribution the publisher's licence asks for (Open Government Licence v3.0 for DESNZ)",
    }),
    source: z.enum(FACTOR_SOURCES),
    publisher: z.string(),
    provenance: z.object({ doc: z.string(), url: z.string() }),
    valid_from: z.string(),
    valid_to: z.string().nullable(),
  })
  .meta({ id: "EmissionFactor" });

export const emissionFactorPageSchema = z
  .object({
    data: z.array(emissionFactorSchema),
    page: z.object({ size: z.number().int(), next_cursor: z.string().nullable() }),
    summary: z.object({
      count: z.number().int(),
      total: z.number().int(),
      release: z.string().meta({ description: "The newest catalogue release this server holds (what `latest` means)" }),
    }),
  })
  .meta({ id: "EmissionFactorPage" });

const valueChangeSchema = z.object({
  key: z.string().meta({ description: "The publisher's stable id of the row (DESNZ's own id), else the catalogue id" }),
  label: z.string(),
  unit_input: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
});

export const factorReleaseSchema = z
  .object({
    id: z.string().meta({ description: "The release id a calculation's data_version names" }),
    position: z.number().int().meta({ description: "Order in which releases entered the catalogue" }),
    series: z.string(),
    source: z.enum(FACTOR_SOURCES),
    publisher: z.string(),
    title: z.string(),
    edition: z.string(),
    published: z.string().meta({ description: "Publication date as the publisher gives it" }),
    coverage: z.enum(["full", "selection"]).meta({ description: "The whole edition, or selected rows of it" }),
    url: z.string(),
    licence: z.string(),
    attribution: z.string().nullable(),
    rows: z.number().int(),
    rows_with_value: z.number().int().meta({ description: "Rows the publisher gives a figure for" }),
    changes: z
      .object({
        previous: z.string().meta({ description: "The previous edition of the same series" }),
        added: z.number().int(),
        removed: z.number().int().nullable().meta({ description: "null unless both editions are held whole" }),
        changed: z.number().int(),
        unchanged: z.number().int(),
        largest: z
          .array(valueChangeSchema)
          .meta({ description: "Up to 10 changed values, largest relative change first" }),
      })
      .nullable()
      .meta({ description: "Against the previous edition of the same series, row by row; null for a first edition" }),
    loaded_at: z.string().meta({ description: "When this server's catalogue took the release in" }),
    loaded_at_local: localTimestamp,
  })
  .meta({ id: "FactorRelease" });

export const factorReleaseListSchema = z
  .object({
    data: z.array(factorReleaseSchema),
    summary: z.object({ count: z.number().int(), latest: z.string() }),
  })
  .meta({ id: "FactorReleaseList" });
export const FACTOR_FACETS = ["source", "scope", "scope3_category", "region", "year", "unit_type", "release"] as const;
export const UNIT_TYPES = ["volume", "mass", "energy", "transport", "money"] as const;

const facetCounts = z
  .array(z.object({ value: z.union([z.string(), z.number()]).nullable(), count: z.number().int() }))
  .meta({ description: "Each value among the results with how many have it, most first; null: the row has none" });

export const factorSearchResultSchema = z
  .object({
    query: z.object({
      q: z.string(),
      match: z
        .enum(["all", "any"])
        .meta({ description: "all: every term matched (by prefix or with a typo); any: none did all, so any term" }),
    }),
    data: z.array(
      z.object({
        score: z.number().meta({
          description:
            "Relevance (BM25 with label and activity weighted up). Results come highest first, except that variants of one choice (same activity, region, publication, gas and unit, e.g. CEA's grid rate excluding and including imports, or IPCC's CH4 per sector) stand together where the best of them ranks, the default_for_activity one first",
        }),
        default_for_activity: z.boolean().meta({
          description:
            "Whether POST /estimates picks this factor by default: for its activity in its region, with the quantity in its unit, on a day it is valid, with no factor_id and no facility (IPCC sector commercial); a grid subregion's row, for a facility in that subregion. Of variants of one choice one is; the others are used only when pinned with factor_id (or, for a sector's row, for a facility of that sector)",
        }),
        factor: emissionFactorSchema,
      }),
    ),
    facets: z
      .object(
        Object.fromEntries(FACTOR_FACETS.map((f) => [f, facetCounts])) as Record<
          (typeof FACTOR_FACETS)[number],
          typeof facetCounts
        >,
      )
      .meta({
        description: "Counts over all the results (every page), after the filters; each facet sums to summary.total",
      }),
    page: z.object({ size: z.number().int(), next_cursor: z.string().nullable() }),
    summary: z.object({
      count: z.number().int(),
      total: z.number().int(),
      release: z.string().meta({ description: "The catalogue release searched" }),
    }),
  })
  .meta({ id: "EmissionFactorSearchResult" });
