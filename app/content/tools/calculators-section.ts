import { toolPages } from "../resources/index";
import type { LinkCard } from "../shapes";

/** The calculators as the pages that discuss India's disclosures show them (the solution pages' section). */
export const calculatorsSection = {
  title: "Free calculators for India's disclosures",
  lead: "No account needed: each shows its formulas with your numbers and names the rule it follows.",
  links: [
    {
      href: toolPages[0].path,
      title: "BRSR Core intensities",
      text: "GHG, energy and water per rupee of revenue, per rupee adjusted for PPP and per unit of output.",
    },
    {
      href: toolPages[1].path,
      title: "CCTS certificates",
      text: "Certificates earned or owed against your GEI target, and the environmental compensation on those not surrendered.",
    },
  ] satisfies LinkCard[],
};
