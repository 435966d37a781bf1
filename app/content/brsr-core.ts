import type { z } from "zod";
import type { brsrCoreYearSchema } from "../../contracts/api/brsr-core";

/**
 * BRSR Core's environmental tables as the format words and orders them (SEBI circular
 * SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122, Principle 6 essential indicators): each row's words and where its figure is
 * in a year of GET /v1/disclosures/brsr-core (null: not computed for lack of an input). The console's BRSR Core view
 * shows them, and its workbook writes them, in this order.
 */

type Year = z.infer<typeof brsrCoreYearSchema>;
type Intensity = Year["intensities"]["ghg_tco2e"];
export type BrsrCoreRow = { label: string; of: (y: Year) => number | null; intensity?: boolean };
export type BrsrCoreSection = { title: string; rows: BrsrCoreRow[] };

const intensityRows = (what: string, pick: (y: Year) => Intensity, outputUnit: string): BrsrCoreRow[] => [
  { label: `${what} intensity per rupee of turnover`, of: (y) => pick(y).per_rupee, intensity: true },
  {
    label: `${what} intensity per rupee of turnover adjusted for PPP`,
    of: (y) => pick(y).per_rupee_ppp,
    intensity: true,
  },
  {
    label: `${what} intensity in terms of physical output (per ${outputUnit})`,
    of: (y) => pick(y).per_output,
    intensity: true,
  },
];

const TREATMENT_WORDS = { none: "no treatment", primary: "primary", secondary: "secondary", tertiary: "tertiary" };
const DESTINATION_WORDS = {
  surface: "To surface water",
  ground: "To groundwater",
  seawater: "To seawater",
  third_party: "Sent to third parties",
  other: "Others",
} as const;

/** The environmental tables of BRSR Principle 6 in the format's order, each row read from a year's answer. */
export function brsrCoreSections(outputUnit: string | null): BrsrCoreSection[] {
  const perOutput = outputUnit ?? "unit of output";
  return [
    {
      title: "Energy (GJ)",
      rows: [
        {
          label: "From renewable sources: total electricity consumption (A)",
          of: (y) => y.energy.renewable_gj.electricity,
        },
        { label: "Total fuel consumption (B)", of: (y) => y.energy.renewable_gj.fuel },
        { label: "Energy consumption through other sources (C)", of: (y) => y.energy.renewable_gj.other },
        { label: "Total energy consumed from renewable sources (A+B+C)", of: (y) => y.energy.renewable_gj.total },
        {
          label: "From non-renewable sources: total electricity consumption (D)",
          of: (y) => y.energy.non_renewable_gj.electricity,
        },
        { label: "Total fuel consumption (E)", of: (y) => y.energy.non_renewable_gj.fuel },
        { label: "Energy consumption through other sources (F)", of: (y) => y.energy.non_renewable_gj.other },
        {
          label: "Total energy consumed from non-renewable sources (D+E+F)",
          of: (y) => y.energy.non_renewable_gj.total,
        },
        { label: "Total energy consumed (A+B+C+D+E+F)", of: (y) => y.energy.total_gj },
        ...intensityRows("Energy", (y) => y.intensities.energy_gj, perOutput),
      ],
    },
    {
      title: "Water withdrawal and consumption (kL)",
      rows: [
        { label: "(i) Surface water", of: (y) => y.water.withdrawal_kl.surface },
        { label: "(ii) Groundwater", of: (y) => y.water.withdrawal_kl.ground },
        { label: "(iii) Third party water", of: (y) => y.water.withdrawal_kl.third_party },
        { label: "(iv) Seawater / desalinated water", of: (y) => y.water.withdrawal_kl.seawater_desalinated },
        { label: "(v) Others", of: (y) => y.water.withdrawal_kl.other },
        { label: "Total volume of water withdrawal (i to v)", of: (y) => y.water.total_withdrawal_kl },
        { label: "Total volume of water consumption", of: (y) => y.water.consumption_kl },
        ...intensityRows("Water", (y) => y.intensities.water_consumption_kl, perOutput),
      ],
    },
    {
      title: "Water discharge by destination and level of treatment (kL)",
      rows: [
        ...Object.entries(DESTINATION_WORDS).flatMap(([destination, words]) =>
          Object.entries(TREATMENT_WORDS).map(([level, treatment]) => ({
            label: `${words}: ${treatment}`,
            of: (y: Year) =>
              y.water.discharge_kl[destination as keyof Year["water"]["discharge_kl"]][
                level as keyof typeof TREATMENT_WORDS
              ],
          })),
        ),
        { label: "Total water discharged", of: (y) => y.water.total_discharge_kl },
      ],
    },
    {
      title: "Greenhouse gas emissions (tCO2e)",
      rows: [
        { label: "Total Scope 1 emissions", of: (y) => y.emissions.scope1_tco2e },
        { label: "Total Scope 2 emissions (location-based)", of: (y) => y.emissions.scope2_tco2e },
        { label: "Total Scope 1 and Scope 2 emissions", of: (y) => y.emissions.total_tco2e },
        ...intensityRows("Scope 1 and Scope 2 emission", (y) => y.intensities.ghg_tco2e, perOutput),
      ],
    },
    {
      title: "Waste (t)",
      rows: [
        { label: "Plastic waste (A)", of: (y) => y.waste.generated_t.plastic },
        { label: "E-waste (B)", of: (y) => y.waste.generated_t.e_waste },
        { label: "Bio-medical waste (C)", of: (y) => y.waste.generated_t.bio_medical },
        { label: "Construction and demolition waste (D)", of: (y) => y.waste.generated_t.construction_demolition },
        { label: "Battery waste (E)", of: (y) => y.waste.generated_t.battery },
        { label: "Radioactive waste (F)", of: (y) => y.waste.generated_t.radioactive },
        { label: "Other hazardous waste (G)", of: (y) => y.waste.generated_t.other_hazardous },
        { label: "Other non-hazardous waste (H)", of: (y) => y.waste.generated_t.other_non_hazardous },
        { label: "Total waste generated (A+B+C+D+E+F+G+H)", of: (y) => y.waste.total_generated_t },
        ...intensityRows("Waste", (y) => y.intensities.waste_generated_t, perOutput),
        { label: "Recovered: (i) recycled", of: (y) => y.waste.recovered_t.recycled },
        { label: "Recovered: (ii) re-used", of: (y) => y.waste.recovered_t.re_used },
        { label: "Recovered: (iii) other recovery operations", of: (y) => y.waste.recovered_t.other_recovery },
        { label: "Total waste recovered", of: (y) => y.waste.total_recovered_t },
        { label: "Disposed: (i) incineration", of: (y) => y.waste.disposed_t.incineration },
        { label: "Disposed: (ii) landfilling", of: (y) => y.waste.disposed_t.landfill },
        { label: "Disposed: (iii) other disposal operations", of: (y) => y.waste.disposed_t.other_disposal },
        { label: "Total waste disposed", of: (y) => y.waste.total_disposed_t },
      ],
    },
  ];
}
