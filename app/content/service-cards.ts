import { cohortSize, timelines } from "./offer-facts";
import { type ServiceSlug, servicePages } from "./offer-pages";
import type { IconName } from "./shapes";

type CardCopy = {
  /** Two lines about the service. */
  summary: string;
  /** Typical duration, quoted from the facts the service page states. */
  timeline: string;
  icon: IconName;
};

/** What a service card says beyond the page's label: kept apart from the index, which every page loads. */
const copy: Record<ServiceSlug, CardCopy> = {
  "carbon-assessment": {
    summary: "A complete Scope 1-3 baseline with boundaries, data inventory and hotspots you can act on.",
    timeline: `Rapid ${timelines.assessmentRapid}; comprehensive ${timelines.assessmentComprehensive}`,
    icon: "clipboard",
  },
  "emission-monitoring": {
    summary: "Meters, ERPs and utility bills connected for continuous, quality-checked monthly emissions.",
    timeline: `Pilot ${timelines.monitoringPilot}; scale-up ${timelines.monitoringScale}`,
    icon: "radar",
  },
  "verification-services": {
    summary: "Evidence binders, controls and dry runs that prepare you for limited or reasonable assurance.",
    timeline: `Assurance preparation in ${timelines.assurancePrep}`,
    icon: "badge-check",
  },
  "sustainability-consulting": {
    summary: "Targets, decarbonisation roadmaps and MACC-based investment plans your board can approve.",
    timeline: `Rapid ${timelines.consultingRapid}; comprehensive ${timelines.consultingComprehensive}`,
    icon: "lightbulb",
  },
  "training-programs": {
    summary: "Role-based courses for sustainability, plant, finance, procurement and IT teams.",
    timeline: `Cohorts of ${cohortSize} people, ${timelines.trainingCohort}`,
    icon: "graduation-cap",
  },
  "carbon-offsets": {
    summary: "Curated, verified credits for residual emissions, with retirement records kept on file.",
    timeline: `Portfolio curation in ${timelines.offsetsCuration}`,
    icon: "leaf",
  },
};

export type ServiceCard = (typeof servicePages)[number] & CardCopy;

/** Every service page with its card copy, in the index's order: the home page's and /services' cards. */
export const serviceCards: readonly ServiceCard[] = servicePages.map((page) => ({ ...page, ...copy[page.slug] }));
