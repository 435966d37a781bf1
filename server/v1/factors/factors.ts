import { z } from "zod";
import { activityOf, CATALOGUE_RELEASE, EMISSION_FACTORS, toResource } from "../../../carbon";
import {
  emissionFactorPageSchema,
  emissionFactorSchema,
  FACTOR_GASES,
  FACTOR_SECTORS,
  FACTOR_SOURCES,
} from "../../../contracts/api";
import type { Db } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { FACTOR_EXAMPLE, FACTOR_PAGE_EXAMPLE } from "./examples";

/**
 * Loads the catalogue file into the database when its release is not the one stored (one instance at a time),
 * so the stored catalogue is always exactly the repository's.
 */
export async function loadCatalogue(db: Db): Promise<void> {
  await db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(724305)");
    const [row] = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM emission_factor WHERE release = $1", [
      CATALOGUE_RELEASE,
    ]);
    if (row?.n === EMISSION_FACTORS.length) return;
    await q.query("DELETE FROM emission_factor");
    await q.query(
      `INSERT INTO emission_factor (id, release, activity, region, country, sector, scope, gas, source, valid_from, valid_to, resource)
       SELECT r.id, $1, r.activity, r.region, r.country, r.sector, r.scope, r.gas, r.source, r.valid_from, r.valid_to, r.resource
       FROM jsonb_to_recordset($2::jsonb) AS r(id text, activity text, region text, country text, sector text,
         scope smallint, gas text, source text, valid_from date, valid_to date, resource jsonb)`,
      [
        CATALOGUE_RELEASE,
        JSON.stringify(
          EMISSION_FACTORS.map((f) => ({
            id: f.id,
            activity: f.activity,
            region: f.region,
            country: f.country,
            sector: f.sector,
            scope: f.scope,
            gas: f.gas,
            source: f.source,
            valid_from: f.valid_from,
            valid_to: f.valid_to,
            resource: toResource(f),
          })),
        ),
      ],
    );
  });
}

const factorList: ListSpec = {
  table: "emission_factor",
  shared: true,
  defaultSort: "id",
  fields: {
    activity: field("activity", "text"),
    region: field("region", "text"),
    sector: field("sector", "text"),
    scope: field("scope", "number"),
    gas: field("gas", "text"),
    source: field("source", "text"),
    valid_from: field("valid_from", "date"),
    valid_to: field("valid_to", "date", false),
  },
};

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
  gas: z.enum(FACTOR_GASES).optional(),
  scope: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  ...listQueryShape,
});

const resourceOf = (row: Record<string, unknown>) => row.resource as z.infer<typeof emissionFactorSchema>;

export const factorOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/emission-factors",
    operationId: "listEmissionFactors",
    summary: "Search the emission-factor catalogue",
    description:
      "Published factors with their provenance (publisher, document, URL) and validity. Per-gas factors (CO2, CH4, N2O) are combined into CO2e with the GWP set of the calculation (AR6 by default); a factor published as CO2e states its GWP basis.",
    tag: "Emission Factors",
    access: { kind: "bearer", scope: null },
    query: factorQuery,
    responses: {
      200: { description: "A page of factors", schema: emissionFactorPageSchema, example: FACTOR_PAGE_EXAMPLE },
    },
    handler: async ({ query, ctx }) => {
      const { sector, activity, region, country, year, source, gas, scope, ...list } = query;
      const family = activity ? activityOf(activity)?.family : null;
      const page = await listPage(ctx.db, factorList, "", list, {}, resourceOf, (arg) => {
        const where: string[] = [];
        if (sector) where.push(`sector = ${arg(sector)}`);
        if (activity) where.push(`activity IN (${arg(activity)}, ${arg(family ?? activity)})`);
        if (region) where.push(`region = ${arg(region)}`);
        if (country) where.push(`(country = ${arg(country)} OR region = 'GLOBAL')`);
        if (year !== undefined) {
          where.push(`valid_from <= ${arg(`${year}-12-31`)}::date`);
          where.push(`(valid_to IS NULL OR valid_to >= ${arg(`${year}-01-01`)}::date)`);
        }
        if (source) where.push(`source = ${arg(source)}`);
        if (gas) where.push(`gas = ${arg(gas)}`);
        if (scope !== undefined) where.push(`scope = ${arg(scope)}`);
        return where;
      });
      return { status: 200, body: { ...page, summary: { ...page.summary, release: CATALOGUE_RELEASE } } };
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
      const [row] = await ctx.db.query("SELECT resource FROM emission_factor WHERE id = $1", [params.id]);
      if (!row) throw new HttpProblem("not-found", "No emission factor with that id is in the catalogue.");
      return { status: 200, body: resourceOf(row) };
    },
  }),
];
