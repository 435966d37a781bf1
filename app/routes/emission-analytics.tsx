import { RoiCalculator } from "~/components/sections/roi-calculator";
import { SolutionPage } from "~/components/templates/solution-page";
import { loadSolution } from "~/content/solutions/load.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/emission-analytics";

/** The analytics page: the solution template with the ROI calculator, whose code only this page loads. */
export const loader = ({ url }: Route.LoaderArgs) => loadSolution(url);

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function EmissionAnalytics({ loaderData }: Route.ComponentProps) {
  const { content, sections, trail, picture } = loaderData;
  return (
    <SolutionPage
      content={content}
      sections={sections}
      trail={trail}
      picture={picture}
      calculator={content.roi && <RoiCalculator copy={content.roi} />}
    />
  );
}
