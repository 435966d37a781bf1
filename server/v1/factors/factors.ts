import { z } from "zod";
import { activityOf, factorById, RELEASES, toResource } from "../../../carbon";
import {
  emissionFactorPageSchema,
  emissionFactorSchema,
  FACTOR_GASES,
  FACTOR_SECTORS,
  FACTOR_SOURCES,
} from "../../../contracts/api";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { FACTOR_EXAMPLE, FACTOR_PAGE_EXAMPLE } from "./examples";
import { heldFactorRow, listFactors, storeCatalogue } from "./factors-store";
import { heldReleases, latestHeld } from "./releases";

/** Takes the held releases (releases.ts) into the database; those already there stay as they are. */
export async function loadCatalogue(db: Db, config: Pick<Config, "catalogueThrough">): Promise<void> {
  await storeCatalogue(
    db,
    heldReleases(config).map((r) => r.id),
  );
}

const factorQuery = z.object({
  sector: z
    .enum(FACTOR_SECTORS)
    .optional()
    .meta({ description: "IPCC sector table: energy, manufacturing, commercial" }),
  activity: z
    .string()
    .max(100)
    .optional()
    .meta({ description: "An activity key; also returns its family's rows (coal CH4/N2O for coal_bituminous)" }),
  region: z.string().max(20).optional().meta({ description: "Exactly this region: IN, GB, US, GLOBAL" }),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "An ISO 3166-1 alpha-2 code")
    .optional()
    .meta({ description: "Rows that apply to a facility in this country: its own and the IPCC (GLOBAL) defaults" }),
  year: z.coerce.number().int().min(1990).max(2100).optional().meta({ description: "Valid on some day of this year" }),
  source: z.enum(FACTOR_SOURCES).optional(),
  release: z
    .enum(RELEASES.map((r) => r.id) as [string, ...string[]])
    .optional()
    .meta({ description: "Rows of one release (GET /emission-factors/releases)" }),
  gas: z.enum(FACTOR_GASES).optional(),
  scope: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  ...listQueryShape,
});

/** A stored row's resource: the catalogue row of that id (the table holds what lists filter and sort on). */
const resourceOf = (row: Record<string, unknown>): z.infer<typeof emissionFactorSchema> => {
  const entry = factorById(String(row.id));
  if (!entry) throw new Error(`The stored catalogue names a factor the code does not have: ${String(row.id)}`);
  return toResource(entry);
};

export const factorOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/emission-factors",
    operationId: "listEmissionFactors",
    summary: "Search the emission-factor catalogue",
    description:
      "Published factors with their provenance (publisher, document, URL), release and validity. Per-gas factors (CO2, CH4, N2O) are combined into CO2e with the GWP set of the calculation (AR6 by default); a factor published as CO2e states its GWP basis (DESNZ: AR5) and, where the publisher splits it by gas, its AR6 figure recomputed from the split (value_ar6), which a calculation on AR6 uses; without a split the published figure and set stay, and the result says so (co2e_gwp, co2e_basis). A null value is a combination the publisher gives no figure for. DESNZ rows (UK Government GHG Conversion Factors for Company Reporting 2024 and 2025, every row): Contains public sector information licensed under the Open Government Licence v3.0. US EPA rows: a work of the US Government (public domain).",
    tag: "Emission Factors",
    access: { kind: "bearer", scope: null },
    query: factorQuery,
    responses: {
      200: { description: "A page of factors", schema: emissionFactorPageSchema, example: FACTOR_PAGE_EXAMPLE },
    },
    handler: async ({ query, ctx }) => {
      const { sector, activity, region, country, year, source, release, gas, scope, ...list } = query;
      const held = heldReleases(ctx.config).map((r) => r.id);
      const selection = {
        release,
        sector,
        region,
        country,
        year,
        source,
        gas,
        scope,
        activity: activity ? { key: activity, family: activityOf(activity)?.family ?? activity } : undefined,
      };
      const page = await listFactors(ctx.db, held, selection, list, resourceOf);
      return { status: 200, body: { ...page, summary: { ...page.summary, release: latestHeld(ctx.config) } } };
    },
  }),
  operation({
    method: "GET",
    path: "/emission-factors/{id}",
    operationId: "getEmissionFactor",
    summary: "Get one emission factor",
    description: "One catalogue row by its id, with its value, units, GWP basis, validity and provenance.",
    tag: "Emission Factors",
    access: { kind: "bearer", scope: null },
    params: z.object({ id: z.string().min(1).max(100) }),
    problems: [404],
    responses: { 200: { description: "The factor", schema: emissionFactorSchema, example: FACTOR_EXAMPLE } },
    handler: async ({ params, ctx }) => {
      const row = await heldFactorRow(
        ctx.db,
        heldReleases(ctx.config).map((r) => r.id),
        params.id,
      );
      if (!row) throw new HttpProblem("not-found", "No emission factor with that id is in the catalogue.");
      return { status: 200, body: resourceOf(row) };
    },
  }),
];
