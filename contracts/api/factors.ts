import { z } from "../zod";

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
    year: z.string().meta({ description: "As published: 2006, 2025, FY2024-25" }),
    scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    scope3_category: z.number().int().nullable(),
    sector: z.enum(FACTOR_SECTORS).meta({ description: "IPCC sector table of a CH4/N2O value; all otherwise" }),
    gas: z.string().meta({ description: "CO2, CH4, N2O, an HFC, or CO2e for a factor published as CO2e" }),
    unit_input: z.string(),
    unit_output: z.string(),
    value: z.number(),
    gwp: z.string().meta({ description: "The GWP basis of a CO2e value (AR4, AR5), or n/a for a mass of gas" }),
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
      release: z.string().meta({ description: "The catalogue release these rows come from" }),
    }),
  })
  .meta({ id: "EmissionFactorPage" });

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
        score: z.number().meta({ description: "Relevance (BM25 with label and activity weighted up), highest first" }),
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
