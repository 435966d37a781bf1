import { RoiCalculator } from "~/components/sections/roi-calculator";
import { SolutionPage, solutionPageMeta } from "~/components/templates/solution-page";
import { loadSolution } from "~/content/solutions/load.server";
import type { Route } from "./+types/emission-analytics";

/** The analytics page: the solution template with the ROI calculator, whose code only this page loads. */
export const loader = ({ url }: Route.LoaderArgs) => loadSolution(url);

export const meta = ({ loaderData }: Route.MetaArgs) => solutionPageMeta(loaderData);

export default function EmissionAnalytics({ loaderData }: Route.ComponentProps) {
  const { content, contents, trail } = loaderData;
  return (
    <SolutionPage
      content={content}
      contents={contents}
      trail={trail}
      calculator={content.roi && <RoiCalculator copy={content.roi} />}
    />
  );
}
