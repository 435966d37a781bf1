import { lazy, Suspense } from "react";
import { ToolPage } from "~/components/tools/tool-page";
import { pageAt } from "~/content/page-index";
import { toolPages } from "~/content/resources/index";
import { cctsTool } from "~/content/tools/ccts";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/tools-ccts";

const page = pageAt(toolPages, "/tools/ccts");

// Runs at build time: the copy reaches the page as prerendered HTML and data. The page is prerendered with the
// published row's result, so it reads the same without scripts; the calculator recomputes as the form changes.
export const loader = () => cctsTool;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

export const shouldRevalidate = () => false;

// The calculator is in the prerendered page, results included; its code, needed only once someone types, hydrates it
// from a chunk of its own instead of weighing on the first load (what is typed before then counts when it arrives).
const CctsCalculator = lazy(() =>
  import("~/components/tools/ccts-calculator").then((m) => ({ default: m.CctsCalculator })),
);

export default function CctsToolPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <ToolPage page={page} copy={copy}>
      <Suspense fallback={null}>
        <CctsCalculator copy={copy} />
      </Suspense>
    </ToolPage>
  );
}
