import { z } from "zod";
import {
  FACTOR_GASES,
  FACTOR_SECTORS,
  FACTOR_SOURCES,
  factorSearchResultSchema,
  UNIT_TYPES,
} from "../../../contracts/api";
import { operation } from "../platform/operation";
import { FACTOR_SEARCH_EXAMPLE } from "./examples";
import { searchAnswer } from "./search-answer";

const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .meta({ description: "Words to find, e.g. long haul flight economy; each matches by prefix and with a typo" }),
  source: z.enum(FACTOR_SOURCES).optional(),
  scope: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  scope3_category: z.coerce.number().int().min(1).max(15).optional(),
  region: z.string().max(20).optional().meta({ description: "Exactly this region: IN, GB, US, GLOBAL" }),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "An ISO 3166-1 alpha-2 code")
    .optional()
    .meta({ description: "Rows that apply to a facility in this country: its own and the IPCC (GLOBAL) defaults" }),
  year: z
    .string()
    .max(20)
    .optional()
    .meta({ description: "The year as published (a value of the year facet): 2025, FY2024-25" }),
  unit_type: z.enum(UNIT_TYPES).optional().meta({ description: "What the factor's unit measures" }),
  release: z.string().max(40).optional().meta({ description: "A catalogue release (a value of the release facet)" }),
  activity: z.string().max(100).optional().meta({ description: "Exactly this activity key (or family, e.g. coal)" }),
  gas: z.enum(FACTOR_GASES).optional(),
  sector: z.enum(FACTOR_SECTORS).optional(),
  "page[size]": z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta({ description: "Results per page (1-100, default 20)" }),
  "page[after]": z
    .string()
    .max(2000)
    .optional()
    .meta({ description: "The next_cursor of the previous page of the same search" }),
});

export const factorSearchOperation = operation({
  method: "GET",
  path: "/emission-factors/search",
  operationId: "searchEmissionFactors",
  summary: "Search the emission-factor catalogue by words, with facets",
  description:
    "Ranked full-text search over the whole catalogue (labels, the publisher's wording, activity, publisher, region, year, gas, unit): every word matches by prefix and with typos (one edit from 4 letters, two from 6), all words must match or else any (query.match says which). The filters narrow the results; facets count the results' source, scope, Scope 3 category, region, year, unit type and release, each summing to summary.total.",
  tag: "Emission Factors",
  access: { kind: "bearer", scope: null },
  query: searchQuery,
  responses: {
    200: {
      description: "The results, best first, and the facets",
      schema: factorSearchResultSchema,
      example: FACTOR_SEARCH_EXAMPLE,
    },
  },
  handler: async ({ query }) => {
    const { q, "page[size]": size, "page[after]": after, ...filters } = query;
    return { status: 200, body: searchAnswer(q, filters, size, after) };
  },
});
