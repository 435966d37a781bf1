import { buildMacc } from "../../../carbon/planning";
import { maccRequestSchema, maccResultSchema } from "../../../contracts/api";
import { operation } from "../platform/operation";
import { MACC_EXAMPLE } from "./planning-examples";
import { refused } from "./planning-problems";

export const maccOperation = operation({
  method: "POST",
  path: "/emission-analytics/macc",
  operationId: "buildMacc",
  audit: false,
  summary: "Marginal abatement cost curve of candidate measures",
  description:
    "Annualised cost = capex × CRF(r, n) + opex_delta, CRF = r(1+r)^n / ((1+r)^n - 1) (1/n at r = 0); cost per tCO2e = annualised cost / annual abatement. Bars sorted by cost per tonne (ties by id), each as wide as its abatement, with cumulative abatement; money in INR in, integer paise out. Measures are treated as independent: interactions are not modelled.",
  tag: "Emission Analytics",
  access: { kind: "bearer", scope: "plan:decarb" },
  tenantAlias: true,
  body: maccRequestSchema,
  responses: { 200: { description: "The curve", schema: maccResultSchema, example: MACC_EXAMPLE } },
  handler: async ({ body }) => {
    const result = buildMacc(body);
    if (!result.ok) throw refused(result.issues);
    return { status: 200, body: result.value };
  },
});
