import { lazy, Suspense } from "react";
import { ToolPage } from "~/components/tools/tool-page";
import { pageAt } from "~/content/page-index";
import { toolPages } from "~/content/resources/index";
import { brsrCoreTool } from "~/content/tools/brsr-core";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/tools-brsr-core";

const page = pageAt(toolPages, "/tools/brsr-core");

// Runs at build time: the copy reaches the page as prerendered HTML and data. The page is prerendered with the
// illustrative company's result, so it reads the same without scripts; the calculator recomputes as the form changes.
export const loader = () => brsrCoreTool;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

export const shouldRevalidate = () => false;

// The calculator is in the prerendered page, results included; its code, needed only once someone types, hydrates it
// from a chunk of its own instead of weighing on the first load (what is typed before then counts when it arrives).
const BrsrCoreCalculator = lazy(() =>
  import("~/components/tools/brsr-core-calculator").then((m) => ({ default: m.BrsrCoreCalculator })),
);

export default function BrsrCoreToolPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <ToolPage page={page} copy={copy}>
      <Suspense fallback={null}>
        <BrsrCoreCalculator copy={copy} />
      </Suspense>
    </ToolPage>
  );
}
