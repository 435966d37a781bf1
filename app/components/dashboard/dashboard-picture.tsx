import type { ShowcaseSlide } from "~/content/home";
import { FacilityTable } from "./facility-table";
import { MaccChart } from "./macc-chart";
import { ScopeChart } from "./scope-chart";
import { TrendChart } from "./trend-chart";

/** Draws one showcase slide with the chart its kind calls for. */
export function DashboardPicture({ id, slide }: { id: string; slide: ShowcaseSlide }) {
  switch (slide.kind) {
    case "scopes":
      return <ScopeChart id={id} slide={slide} />;
    case "trend":
      return <TrendChart id={id} slide={slide} />;
    case "facilities":
      return <FacilityTable id={id} slide={slide} />;
    case "macc":
      return <MaccChart id={id} slide={slide} />;
  }
}
