import { SolutionPage, solutionPageMeta } from "~/components/templates/solution-page";
import { loadSolution } from "~/content/solutions/load.server";
import type { Route } from "./+types/solution-page";

/** Runs at build time (every solution path is prerendered): the copy reaches the page as data, not JavaScript. */
export const loader = ({ url }: Route.LoaderArgs) => loadSolution(url);

export const meta = ({ loaderData }: Route.MetaArgs) => solutionPageMeta(loaderData);

export default function SolutionRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionPage content={loaderData.content} contents={loaderData.contents} trail={loaderData.trail} />;
}
