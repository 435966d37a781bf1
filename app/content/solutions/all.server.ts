import type { SolutionSlug } from "~/content/offer-pages";
import { carbonAssessment } from "./carbon-assessment";
import { carbonTrackerPlatform } from "./carbontracker-platform";
import { emissionAnalytics } from "./emission-analytics";
import { emissionMonitoring } from "./emission-monitoring";
import { reportingDashboard } from "./reporting-dashboard";
import type { SolutionContent } from "./solution";
import { verificationServices } from "./verification-services";

/**
 * The content module of each solution page, by the slug its index entry gives. Read by the solution
 * route's loader at build time only (`.server`), so no page's JavaScript carries the copy.
 */
export const solutionContent: Record<SolutionSlug, SolutionContent> = {
  "carbonTracker-platform": carbonTrackerPlatform,
  "emission-analytics": emissionAnalytics,
  "reporting-dashboard": reportingDashboard,
  "carbon-assessment": carbonAssessment,
  "emission-monitoring": emissionMonitoring,
  "verification-services": verificationServices,
};
