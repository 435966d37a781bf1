import { SolutionPage } from "~/components/templates/solution-page";
import { loadSolution } from "~/components/templates/solution-page.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/solution-page";

/** Runs at build time (every solution path is prerendered): the copy reaches the page as data, not JavaScript. */
export const loader = ({ url }: Route.LoaderArgs) => loadSolution(url);

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function SolutionRoute({ loaderData }: Route.ComponentProps) {
  const { content, sections, trail, picture } = loaderData;
  return <SolutionPage content={content} sections={sections} trail={trail} picture={picture} />;
}
