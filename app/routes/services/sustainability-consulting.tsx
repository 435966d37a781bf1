import { Check } from "lucide-react";
import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { FaqList } from "~/components/sections/faq-list";
import { ClosingCta, PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { WithContents } from "~/components/templates/with-contents";
import { productPage, servicePage, servicesPage } from "~/content/offer-pages";
import { sustainabilityConsulting } from "~/content/services/sustainability-consulting";
import { serviceLoaderData, serviceMeta } from "~/lib/service-page";
import type { Route } from "./+types/sustainability-consulting";

const page = servicePage("sustainability-consulting");

/** Runs at build time: the page's copy and JSON-LD arrive as data in the HTML, not as JavaScript. */
export const loader = () => serviceLoaderData(page, sustainabilityConsulting, "Decarbonisation strategy consulting");

export const meta = ({ loaderData }: Route.MetaArgs) => serviceMeta(page, loaderData);

const related = [
  servicePage("carbon-assessment"),
  productPage("emission-analytics"),
  productPage("reporting-dashboard"),
];

export default function SustainabilityConsulting({ loaderData }: Route.ComponentProps) {
  const { hero, contents, approach, deliverables, tiers, pricing, faqs, cta } = loaderData.content;
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
      >
        <p className="mt-4 max-w-3xl text-sm text-muted">{hero.downloadNote}</p>
      </PageHero>
      <WithContents entries={contents}>
        <PageSection id="approach" title={approach.title} lead={approach.lead}>
          <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {approach.steps.map((s, i) => (
              <li key={s.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <p aria-hidden="true" className="text-sm font-semibold text-brand-700">
                  {String(i + 1).padStart(2, "0")}
                </p>
                <h3 className="mt-1 text-lg font-semibold text-ink">
                  <span className="sr-only">Stage {i + 1}: </span>
                  {s.title}
                </h3>
                <p className="mt-2 text-sm text-muted">{s.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>

        <PageSection id="deliverables" title={deliverables.title}>
          <ul className="grid gap-3 md:grid-cols-2">
            {deliverables.items.map((d) => (
              <li key={d} className="flex gap-3 text-slate-800">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                {d}
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="tiers" title={tiers.title} lead={tiers.lead}>
          <ul className="grid gap-5 lg:grid-cols-3">
            {tiers.items.map((t) => (
              <li key={t.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-xl font-bold text-ink">{t.name}</h3>
                <p className="mt-1 font-semibold text-brand-800">{t.duration}</p>
                <p className="mt-3 text-sm text-muted">{t.summary}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm">
                  {t.includes.map((item) => (
                    <li key={item} className="flex gap-2 text-ink">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {item}
                    </li>
                  ))}
                </ul>
                <DialogButton dialog={tiers.download.dialog} variant="outline" className="mt-6 w-full">
                  {tiers.download.label}
                  <span className="sr-only"> for {t.name}</span>
                </DialogButton>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="pricing" title={pricing.title}>
          <p className="max-w-3xl text-lg text-slate-700">{pricing.text}</p>
        </PageSection>

        <PageSection id="related" title={loaderData.content.related.title} lead={loaderData.content.related.lead}>
          <ul className="grid gap-4 md:grid-cols-3">
            {related.map((r) => (
              <li key={r.path} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <Link to={r.path} className="font-semibold text-brand-800 underline underline-offset-4">
                  {r.label}
                </Link>
                <p className="mt-1 text-sm text-muted">{r.description}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="faqs" title="Frequently asked questions">
          <FaqList faqs={faqs} />
        </PageSection>

        <ClosingCta title={cta.title} text={cta.text} actions={cta.actions} />
      </WithContents>
    </>
  );
}
