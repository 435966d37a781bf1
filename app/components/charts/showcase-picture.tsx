import type { ShowcaseSlide } from "~/content/home";
import { FacilityLeague } from "./facility-league";
import { Macc } from "./macc";
import { ScopeShare } from "./scope-share";
import { TargetTrend } from "./target-trend";

/** Draws one showcase slide (the home carousel, the sample report) with the chart its kind calls for. */
export function ShowcasePicture({ id, slide, plain }: { id: string; slide: ShowcaseSlide; plain?: boolean }) {
  switch (slide.kind) {
    case "scopes":
      return <ScopeShare id={id} slide={slide} plain={plain} />;
    case "trend":
      return <TargetTrend id={id} slide={slide} plain={plain} />;
    case "facilities":
      return <FacilityLeague id={id} slide={slide} plain={plain} />;
    case "macc":
      return <Macc id={id} slide={slide} plain={plain} />;
  }
}
