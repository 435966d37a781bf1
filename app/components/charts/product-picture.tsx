import type { ProductPictureData } from "./demo-series";
import { FacilityOverview } from "./facility-overview";
import { ForecastChart } from "./forecast-chart";
import { ReportingKpis } from "./reporting-kpis";
import { ScopeDashboard } from "./scope-dashboard";

/** Draws a picture of the product with the chart its kind calls for. */
export function ProductPicture({
  id,
  picture,
  className,
}: {
  id: string;
  picture: ProductPictureData;
  className?: string;
}) {
  switch (picture.kind) {
    case "scopes":
      return <ScopeDashboard id={id} data={picture.data} className={className} />;
    case "forecast":
      return <ForecastChart id={id} data={picture.data} className={className} />;
    case "kpis":
      return <ReportingKpis id={id} data={picture.data} className={className} />;
    case "facilities":
      return <FacilityOverview id={id} data={picture.data} className={className} />;
  }
}
