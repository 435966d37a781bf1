import { BadgeCheck, ClipboardList, GraduationCap, Leaf, Lightbulb, type LucideIcon, Radar } from "lucide-react";

/** Summary of one advisory service, as listed on the home page; each has its own page under /services. */
export type ServiceSummary = {
  slug: string;
  title: string;
  summary: string;
  /** Typical duration, from the service's own page. */
  timeline: string;
  href: string;
  icon: LucideIcon;
};

export const servicesIntro = {
  title: "Services that get you from first inventory to assured report",
  lead: "Our specialists work alongside your teams, on the same platform your data lives in.",
};

export const services: readonly ServiceSummary[] = [
  {
    slug: "carbon-assessment",
    title: "Carbon Assessment",
    summary: "A complete Scope 1-3 baseline with boundaries, data inventory and hotspots you can act on.",
    timeline: "Rapid 3-4 weeks; comprehensive 6-10 weeks",
    href: "/services/carbon-assessment",
    icon: ClipboardList,
  },
  {
    slug: "emission-monitoring",
    title: "Emission Monitoring",
    summary: "Meters, ERPs and utility bills connected for continuous, quality-checked monthly emissions.",
    timeline: "Pilot 3-4 weeks; scale-up 6-10 weeks",
    href: "/services/emission-monitoring",
    icon: Radar,
  },
  {
    slug: "verification-services",
    title: "Verification & Assurance",
    summary: "Evidence binders, controls and dry runs that prepare you for limited or reasonable assurance.",
    timeline: "Assurance preparation in 2-6 weeks",
    href: "/services/verification-services",
    icon: BadgeCheck,
  },
  {
    slug: "sustainability-consulting",
    title: "Sustainability Consulting",
    summary: "Targets, decarbonisation roadmaps and MACC-based investment plans your board can approve.",
    timeline: "Rapid 4-6 weeks; comprehensive 8-12 weeks",
    href: "/services/sustainability-consulting",
    icon: Lightbulb,
  },
  {
    slug: "training-programs",
    title: "Training Programs",
    summary: "Role-based courses for sustainability, plant, finance, procurement and IT teams.",
    timeline: "Cohorts of 8-20 people, 1-3 days",
    href: "/services/training-programs",
    icon: GraduationCap,
  },
  {
    slug: "carbon-offsets",
    title: "Carbon Offsets",
    summary: "Curated, verified credits for residual emissions, with retirement records kept on file.",
    timeline: "Portfolio curation in 1-2 weeks",
    href: "/services/carbon-offsets",
    icon: Leaf,
  },
];
