import { z } from "zod";
import { instrumentMwhInWindow } from "../../../carbon";
import { type EmissionLine, runScenario } from "../../../carbon/planning";
import { SCOPE2_METHODS, scenarioRequestSchema, scenarioResultSchema } from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { operation } from "../platform/operation";
import { emissionsStore, type LineRow } from "./emissions-store";
import { scenarioBody } from "./planning-answers";
import { SCENARIO_EXAMPLE } from "./planning-examples";
import { refused } from "./planning-problems";
import { productionUnit } from "./production-unit";
import { filterOfRequest, filterQueryParameter, sliceOfBody } from "./slice";

/** A stored line as the scenario engine takes it: grid electricity in MWh at its average location-based factor. */
function emissionLineOf(r: LineRow): EmissionLine & { id: string } {
  const grid = r.activity === "grid_electricity";
  const quantity = grid ? r.kwh / 1000 : r.quantity;
  const factor = quantity > 0 ? r.co2e / quantity : 0;
  return {
    id: `${r.facility_id}/${r.activity}/${grid ? "MWh" : r.unit}`,
    facility_id: r.facility_id,
    source_type: r.source_type,
    activity: r.activity,
    region: r.region,
    scope: r.scope as 1 | 2 | 3,
    quantity,
    unit: grid ? "MWh" : r.unit,
    factor_kg_per_unit: factor,
    ...(grid ? { market: { factor_kg_per_mwh: factor, basis: "grid_average" as const } } : {}),
  };
}

export const scenarioOperation = operation({
  method: "POST",
  path: "/emission-analytics/scenarios",
  operationId: "runEmissionScenario",
  audit: false,
  summary: "What if: emission factors, activity levels and contractual instruments changed",
  description:
    "Builds emission lines (facility, activity, unit) from the period's records, applies the knobs and compares baseline and scenario by scope, Scope 2 both ways. EF adjustments scale the factors of an activity (and region); activity adjustments scale the quantities of a facility and/or source type; PPAs and RECs cover at most the MWh consumed and change only the market-based figure (GHG Protocol Scope 2 Guidance). Each adjustment is listed with the lines and records it touched and its effect alone. The filter (in the body or the query, not both with different values) selects the records; its date conditions narrow the period, and one that leaves no day of it is refused.",
  tag: "Emission Analytics",
  access: { kind: "bearer", scope: "plan:decarb" },
  tenantAlias: true,
  query: z.object({ scope2_method: z.enum(SCOPE2_METHODS).default("MARKET"), filter: filterQueryParameter }),
  body: scenarioRequestSchema,
  responses: {
    200: {
      description: "Baseline, scenario and what changed",
      schema: scenarioResultSchema,
      example: SCENARIO_EXAMPLE,
    },
  },
  handler: async ({ body, query, caller, ctx }) => {
    const store = emissionsStore(ctx.db, callerOf(caller).tenantId);
    const slice = sliceOfBody(body.period, filterOfRequest(query.filter, body.filter));
    const [rows, instruments] = await Promise.all([store.emissionLines(slice), store.instruments(slice)]);
    const lines = rows.map(emissionLineOf);
    const mwhIn = (kind: string) =>
      instruments
        .filter((i) => i.kind === kind && lines.some((l) => l.facility_id === i.facility_id))
        .reduce((s, i) => s + instrumentMwhInWindow(i, slice.from, slice.to), 0);
    let denominator: { unit: string; baseline: number } | undefined;
    if (body.normalize_by === "PRODUCTION") {
      const production = await store.production(slice, "window");
      const unit = productionUnit(production, "normalize_by");
      if (unit === null) {
        throw new HttpProblem("validation-failed", "No production is recorded in this period.", [
          {
            field: "normalize_by",
            pointer: "/normalize_by",
            code: "INVALID_VALUE",
            message: "Production needs one unit in the period",
          },
        ]);
      }
      denominator = { unit, baseline: production.reduce((s, p) => s + p.quantity, 0) };
    }
    const result = runScenario({
      lines,
      baseline_instruments: { recs_mwh: mwhIn("REC"), ppas_mwh: mwhIn("PPA") },
      knobs: body.knobs,
      ...(denominator ? { denominator } : {}),
    });
    if (!result.ok) throw refused(result.issues, ["knobs"]);
    const notes = instruments.some((i) => i.kind === "SUPPLIER_RATE")
      ? ["Supplier-specific rates stored for this period are not modelled in scenarios; RECs and PPAs are."]
      : [];
    return { status: 200, body: scenarioBody(slice, query.scope2_method, lines, rows, result.value, notes) };
  },
});
