import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { MarkedList } from "~/components/sections/marked-list";
import { PageSection } from "~/components/sections/page-section";
import { StepList } from "~/components/sections/step-list";
import { ServicePage } from "~/components/templates/service-page";
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
  return (
    <ServicePage page={page} hero={hero} faqs={faqs} cta={cta}>
      <PageSection id="reduce-first" title={principles.title} lead={principles.lead}>
        <InfoCardGrid cards={principles.items} />
      </PageSection>

      <PageSection id="curation" title={curation.title} lead={curation.lead}>
        <StepList layout="beside" steps={curation.steps} className="grid gap-4 md:grid-cols-2" />
      </PageSection>

      <PageSection id="standards" title={standards.title} lead={standards.lead}>
        <InfoCardGrid cards={standards.items} cols={2} variant="accent" />
      </PageSection>

      <div className="grid gap-10 lg:grid-cols-2">
        <PageSection id="records" title={records.title}>
          <MarkedList items={records.items} />
        </PageSection>
        <PageSection id="limits" title={limits.title}>
          <MarkedList items={limits.items} mark="caution" />
        </PageSection>
      </div>
    </ServicePage>
  );
}
