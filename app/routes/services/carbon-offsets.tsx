import { Check, CircleAlert } from "lucide-react";
import { FaqList } from "~/components/sections/faq-list";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { ClosingCta, PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { Container } from "~/components/ui/container";
import { servicePage, servicesPage } from "~/content/offer-pages";
import { carbonOffsets } from "~/content/services/carbon-offsets";
import { serviceLoaderData, serviceMeta } from "~/lib/service-page";
import type { Route } from "./+types/carbon-offsets";

const page = servicePage("carbon-offsets");

/** Runs at build time: the page's copy and JSON-LD arrive as data in the HTML, not as JavaScript. */
export const loader = () => serviceLoaderData(page, carbonOffsets, "Carbon credit curation and retirement");

export const meta = ({ loaderData }: Route.MetaArgs) => serviceMeta(page, loaderData);

const card = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

export default function CarbonOffsets({ loaderData }: Route.ComponentProps) {
  const { hero, principles, curation, standards, records, limits, faqs, cta } = loaderData.content;
  return (
    <>
      <PageHero
        trail={[
          { label: "Home", to: "/" },
          { label: servicesPage.label, to: servicesPage.path },
          { label: page.label },
        ]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
      />
      <Container className="max-w-5xl space-y-16 py-12 sm:space-y-20 sm:py-16">
        <PageSection id="reduce-first" title={principles.title} lead={principles.lead}>
          <ul className="grid gap-4 md:grid-cols-3">
            {principles.items.map((p) => (
              <li key={p.title} className={card}>
                <h3 className="text-lg font-semibold text-ink">{p.title}</h3>
                <p className="mt-2 text-sm text-muted">{p.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="curation" title={curation.title} lead={curation.lead}>
          <NumberedSteps steps={curation.steps} className="grid gap-4 md:grid-cols-2" />
        </PageSection>

        <PageSection id="standards" title={standards.title} lead={standards.lead}>
          <ul className="grid gap-4 md:grid-cols-2">
            {standards.items.map((s) => (
              <li key={s.name} className="rounded-xl border-l-4 border-brand-600 bg-slate-50 p-5">
                <h3 className="font-semibold text-ink">{s.name}</h3>
                <p className="mt-1 text-sm text-muted">{s.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <div className="grid gap-10 lg:grid-cols-2">
          <PageSection id="records" title={records.title}>
            <ul className="space-y-3">
              {records.items.map((r) => (
                <li key={r} className="flex gap-3 text-slate-800">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                  {r}
                </li>
              ))}
            </ul>
          </PageSection>
          <PageSection id="limits" title={limits.title}>
            <ul className="space-y-3">
              {limits.items.map((l) => (
                <li key={l} className="flex gap-3 text-slate-800">
                  <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-700" />
                  {l}
                </li>
              ))}
            </ul>
          </PageSection>
        </div>

        <PageSection id="faqs" title="Frequently asked questions">
          <FaqList faqs={faqs} />
        </PageSection>

        <ClosingCta title={cta.title} text={cta.text} actions={cta.actions} />
      </Container>
    </>
  );
}
