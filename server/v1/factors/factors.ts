import { z } from "zod";
import { activityOf, EMISSION_FACTORS, factorById, RELEASES, toResource } from "../../../carbon";
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
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { FACTOR_EXAMPLE, FACTOR_PAGE_EXAMPLE } from "./examples";
import { heldReleases, latestHeld, storeReleases } from "./releases";

/**
 * Takes the held releases (releases.ts) into the database: a release already there is never rewritten (releases are
 * immutable), a new one is inserted whole, with its summary. One instance at a time.
 */
export async function loadCatalogue(db: Db, config: Pick<Config, "catalogueThrough">): Promise<void> {
  const held = heldReleases(config).map((r) => r.id);
  await db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(724305)");
    const stored = await q.query<{ id: string; rows: number }>(
      "SELECT id, rows FROM factor_release WHERE id = ANY($1::text[])",
      [held],
    );
    const storedIds = new Set(stored.map((r) => r.id));
    const missing = held.filter((id) => !storedIds.has(id));
    if (missing.length === 0) return;
    const rows = EMISSION_FACTORS.filter((f) => missing.includes(f.release));
    const column = <T>(value: (f: (typeof rows)[number]) => T) => rows.map(value);
    await q.query(
      `INSERT INTO emission_factor (id, release, activity, region, country, sector, scope, gas, source, valid_from, valid_to)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[],
         $8::text[], $9::text[], $10::date[], $11::date[])`,
      [
        column((f) => f.id),
        column((f) => f.release),
        column((f) => f.activity),
        column((f) => f.region),
        column((f) => f.country),
        column((f) => f.sector),
        column((f) => f.scope),
        column((f) => f.gas),
        column((f) => f.source),
        column((f) => f.valid_from),
        column((f) => f.valid_to),
      ],
    );
    await storeReleases(q, config);
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
    release: field("release", "text"),
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
      const family = activity ? activityOf(activity)?.family : null;
      const page = await listPage(ctx.db, factorList, "", list, {}, resourceOf, (arg) => {
        const where: string[] = [`release = ANY(${arg(held)}::text[])`];
        if (release) where.push(`release = ${arg(release)}`);
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
      const [row] = await ctx.db.query("SELECT id FROM emission_factor WHERE id = $1 AND release = ANY($2::text[])", [
        params.id,
        heldReleases(ctx.config).map((r) => r.id),
      ]);
      if (!row) throw new HttpProblem("not-found", "No emission factor with that id is in the catalogue.");
      return { status: 200, body: resourceOf(row) };
    },
  }),
];
