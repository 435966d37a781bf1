import { z } from "zod";
import { round } from "../../../carbon";
import { decomposeLmdi, type LmdiSectorInput } from "../../../carbon/planning";
import { contributionRequestSchema, contributionResultSchema } from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { operation } from "../platform/operation";
import { emissionsStore } from "./emissions-store";
import { co2eOf } from "./market-based";
import { contributionBody } from "./planning-answers";
import { CONTRIBUTION_EXAMPLE } from "./planning-examples";
import { refused } from "./planning-problems";
import { productionUnit } from "./production-unit";
import { filterOfRequest, filterQueryParameter, sliceOfBody } from "./slice";

export const contributionOperation = operation({
  method: "POST",
  path: "/emission-analytics/contribution",
  operationId: "decomposeEmissionChange",
  audit: false,
  summary: "Why emissions changed between two periods: activity, structure and intensity (LMDI)",
  description:
    "Additive LMDI-I (Ang 2005) over sectors (facilities, or source types): the change in emissions = activity effect + structure effect + intensity effect, exactly; with the multiplicative form (factors whose product is the ratio). Activity is production (by facility) or energy use (kWh). Zero values use the analytical limits (Ang & Liu 2007); sectors with emissions but no activity in a period cannot be factorised and are listed in excluded. The filter (in the body or the query, not both with different values) selects the records of both periods; its date conditions narrow each period, and one that leaves no day of either is refused.",
  tag: "Emission Analytics",
  access: { kind: "bearer", scope: "read:analytics" },
  tenantAlias: true,
  query: z.object({ filter: filterQueryParameter }),
  body: contributionRequestSchema,
  responses: {
    200: { description: "The decomposition", schema: contributionResultSchema, example: CONTRIBUTION_EXAMPLE },
  },
  handler: async ({ body, query, caller, ctx }) => {
    const store = emissionsStore(ctx.db, callerOf(caller).tenantId);
    if (body.by === "source_type" && body.activity === "PRODUCTION") {
      throw new HttpProblem(
        "validation-failed",
        "Production cannot be split by source type; use activity ENERGY or by facility_id.",
        [
          {
            field: "activity",
            pointer: "/activity",
            code: "INVALID_VALUE",
            message: "With by=source_type the activity is ENERGY",
          },
        ],
      );
    }
    const filter = filterOfRequest(query.filter, body.filter);
    const periods = { base: sliceOfBody(body.base, filter), target: sliceOfBody(body.target, filter) };
    const values = new Map<
      string,
      { base: { activity: number; emissions: number }; target: { activity: number; emissions: number } }
    >();
    const at = (id: string) => {
      const v = values.get(id) ?? { base: { activity: 0, emissions: 0 }, target: { activity: 0, emissions: 0 } };
      values.set(id, v);
      return v;
    };
    let unit = body.activity === "ENERGY" ? "kWh" : "";
    const productionSeen: { unit: string }[] = [];
    for (const which of ["base", "target"] as const) {
      const slice = periods[which];
      const { cells } = await store.cells(slice, { grain: "month", dimensions: [body.by] });
      for (const c of cells) {
        const id = String(c.dims[body.by]);
        at(id)[which].emissions += co2eOf(c, body.scope2_method);
        if (body.activity === "ENERGY") at(id)[which].activity += c.energy_kwh;
      }
      if (body.activity === "PRODUCTION") {
        const production = await store.production(slice, "window");
        productionSeen.push(...production);
        unit = productionUnit(productionSeen, "activity") ?? unit;
        for (const p of production) at(p.facility_id)[which].activity += p.quantity;
      }
    }
    const sectors: LmdiSectorInput[] = [];
    const excluded: { id: string; base_emissions: number; target_emissions: number; reason: string }[] = [];
    for (const [id, v] of values) {
      const noActivity = (p: { activity: number; emissions: number }) => p.emissions > 0 && p.activity <= 0;
      if (noActivity(v.base) || noActivity(v.target)) {
        excluded.push({
          id,
          base_emissions: round(v.base.emissions),
          target_emissions: round(v.target.emissions),
          reason: `emissions without ${body.activity === "ENERGY" ? "energy use" : "production"} in a period`,
        });
      } else sectors.push({ id, base: v.base, target: v.target });
    }
    if (sectors.length === 0) {
      throw new HttpProblem(
        "validation-failed",
        "No sector has both emissions and activity to decompose in these periods.",
        [{ field: "activity", pointer: "/activity", code: "INVALID_VALUE", message: "Nothing to decompose" }],
      );
    }
    const result = decomposeLmdi({ sectors });
    if (!result.ok) throw refused(result.issues);
    const names = await store.facilityNames(sectors.map((s) => s.id));
    return {
      status: 200,
      body: contributionBody(
        periods,
        body.by,
        { measure: body.activity, unit: unit || "unit" },
        result.value,
        excluded,
        names,
      ),
    };
  },
});
