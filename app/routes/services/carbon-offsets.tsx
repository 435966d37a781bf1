import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { MarkedList } from "~/components/sections/marked-list";
import { StepList } from "~/components/sections/step-list";
import { OfferPage, type OfferSection, serviceTrail } from "~/components/templates/offer-page";
import { servicePage } from "~/content/offer-pages";
import { carbonOffsets } from "~/content/services/carbon-offsets";
import { pageMeta } from "~/lib/meta";
import { serviceLoaderData } from "~/lib/service-page";
import type { Route } from "./+types/carbon-offsets";

const page = servicePage("carbon-offsets");

/** Runs at build time: the page's copy and JSON-LD arrive as data in the HTML, not as JavaScript. */
export const loader = () => serviceLoaderData(page, carbonOffsets, "Carbon credit curation and retirement");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function CarbonOffsets({ loaderData }: Route.ComponentProps) {
  const { hero, principles, curation, standards, records, limits, faqs, cta } = loaderData.content;
  const sections: OfferSection[] = [
    { id: "reduce-first", ...principles, body: <InfoCardGrid cards={principles.items} /> },
    {
      id: "curation",
      ...curation,
      body: <StepList layout="beside" steps={curation.steps} className="grid gap-4 md:grid-cols-2" />,
    },
    {
      id: "standards",
      ...standards,
      body: <InfoCardGrid cards={standards.items} cols={2} variant="accent" />,
    },
    { id: "records", title: records.title, body: <MarkedList items={records.items} /> },
    { id: "limits", title: limits.title, body: <MarkedList items={limits.items} mark="caution" /> },
  ];
  return <OfferPage trail={serviceTrail(page)} hero={hero} sections={sections} faqs={faqs} cta={cta} />;
}
