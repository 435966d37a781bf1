import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { MarkedList } from "~/components/sections/marked-list";
import { StepList } from "~/components/sections/step-list";
import { HeroNote, OfferPage, type OfferSection, serviceTrail } from "~/components/templates/offer-page";
import { productPage, servicePage } from "~/content/offer-pages";
import { sustainabilityConsulting } from "~/content/services/sustainability-consulting";
import { pageMeta } from "~/lib/meta";
import { serviceLoaderData } from "~/lib/service-page";
import type { Route } from "./+types/sustainability-consulting";

const page = servicePage("sustainability-consulting");

/** Runs at build time: the page's copy and JSON-LD arrive as data in the HTML, not as JavaScript. */
export const loader = () => serviceLoaderData(page, sustainabilityConsulting, "Decarbonisation strategy consulting");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

const related = [
  servicePage("carbon-assessment"),
  productPage("emission-analytics"),
  productPage("reporting-dashboard"),
];

export default function SustainabilityConsulting({ loaderData }: Route.ComponentProps) {
  const { hero, approach, deliverables, tiers, pricing, related: relatedCopy, faqs, cta } = loaderData.content;
  const sections: OfferSection[] = [
    {
      id: "approach",
      ...approach,
      body: <StepList layout="beside" steps={approach.steps} term="Stage" label="The five stages of an engagement" />,
    },
    {
      id: "deliverables",
      title: deliverables.title,
      body: <MarkedList items={deliverables.items} className="grid gap-3 md:grid-cols-2" />,
    },
    {
      id: "tiers",
      title: tiers.title,
      lead: tiers.lead,
      body: (
        <ul className="grid gap-5 lg:grid-cols-3">
          {tiers.items.map((t) => (
            <li key={t.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold text-ink">{t.name}</h3>
              <p className="mt-1 font-semibold text-brand-800">{t.duration}</p>
              <p className="mt-3 text-sm text-muted">{t.summary}</p>
              <MarkedList items={t.includes} className="mt-4 flex-1 space-y-2 text-sm" item="flex gap-2 text-ink" />
              <DialogButton dialog={tiers.download.dialog} variant="outline" className="mt-6 w-full">
                {tiers.download.label}
                <span className="sr-only"> for {t.name}</span>
              </DialogButton>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: "pricing",
      title: pricing.title,
      body: <p className="max-w-3xl text-lg text-slate-700">{pricing.text}</p>,
    },
    {
      id: "related",
      title: relatedCopy.title,
      lead: relatedCopy.lead,
      body: (
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
      ),
    },
  ];
  return (
    <OfferPage
      trail={serviceTrail(page)}
      hero={hero}
      heroExtra={<HeroNote>{hero.downloadNote}</HeroNote>}
      sections={sections}
      faqs={faqs}
      cta={cta}
    />
  );
}
