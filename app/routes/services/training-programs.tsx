import { ActionButton } from "~/components/sections/action-button";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { HeroNote, OfferPage, type OfferSection, serviceTrail } from "~/components/templates/offer-page";
import { fillGrid } from "~/components/ui/fill-grid";
import { daysLabel } from "~/content/offer-facts";
import { servicePage } from "~/content/offer-pages";
import { trainingPrograms } from "~/content/services/training-programs";
import { pageMeta } from "~/lib/meta";
import { serviceLoaderData } from "~/lib/service-page";
import type { Route } from "./+types/training-programs";

const page = servicePage("training-programs");
const threeUp = fillGrid(3);

/** Runs at build time: the page's copy and JSON-LD arrive as data in the HTML, not as JavaScript. */
export const loader = () => serviceLoaderData(page, trainingPrograms, "Carbon accounting training");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function TrainingPrograms({ loaderData }: Route.ComponentProps) {
  const { hero, audiences, paths, formats, logistics, pricing, faqs, cta } = loaderData.content;
  const sections: OfferSection[] = [
    {
      id: "audiences",
      title: audiences.title,
      body: (
        <ul className={threeUp.list}>
          {audiences.items.map((a) => (
            <li key={a.name} className={`rounded-xl border-l-4 border-brand-600 bg-slate-50 p-5 ${threeUp.item}`}>
              <h3 className="font-semibold text-ink">{a.name}</h3>
              <p className="mt-1 text-sm text-muted">{a.text}</p>
              <p className="mt-2 text-sm text-ink">
                <span className="font-medium">Suggested paths:</span> {a.paths.join(", ")}
              </p>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: "paths",
      title: paths.title,
      lead: paths.lead,
      body: (
        <ul className="space-y-5">
          {paths.items.map((p) => (
            <li key={p.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="text-xl font-bold text-ink">{p.name}</h3>
                <p className="font-semibold text-brand-800">
                  {daysLabel(p.days)} · {p.hours} hours
                </p>
              </div>
              <p className="mt-1 text-sm text-muted">For: {p.for}</p>
              <p className="mt-3 text-slate-700">{p.outcome}</p>
              <h4 className="mt-4 text-sm font-semibold tracking-wide text-ink uppercase">Syllabus</h4>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                {p.modules.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      ),
    },
    { id: "formats", title: formats.title, body: <InfoCardGrid cards={formats.items} /> },
    {
      id: "logistics",
      title: logistics.title,
      body: (
        <dl className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {logistics.items.map((l) => (
            <div key={l.term} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold text-ink">{l.term}</dt>
              <dd className="text-slate-700">{l.detail}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      id: "pricing",
      title: pricing.title,
      body: (
        <>
          <p className="max-w-3xl text-lg text-slate-700">{pricing.text}</p>
          <ActionButton action={pricing.action} variant="outline" className="mt-6" />
        </>
      ),
    },
  ];
  return (
    <OfferPage
      trail={serviceTrail(page)}
      hero={hero}
      heroExtra={<HeroNote>{hero.note}</HeroNote>}
      sections={sections}
      faqs={faqs}
      cta={cta}
    />
  );
}
