import { Quote } from "lucide-react";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { CaseStudyBrowser } from "~/components/resources/case-study-browser";
import { BandSection } from "~/components/sections/band-section";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { pageAt } from "~/content/page-index";
import { caseRegions, caseStudies } from "~/content/resources/case-studies";
import { resourcePages } from "~/content/resources/index";
import { pageMeta } from "~/lib/meta";
import { demoCompanySizes, industries } from "../../contracts/options";
import type { Route } from "./+types/case-studies";

const page = pageAt(resourcePages, "/resources/case-studies");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the stories reach the page as prerendered HTML and data, not as JavaScript.
// The option lists travel as data too, so the filters need no option-list code.
export const loader = () => ({
  ...caseStudies,
  options: { industry: industries.list, region: caseRegions, size: demoCompanySizes.list },
});

// The content never changes after the build: new filters in the address need no new data.
export const shouldRevalidate = () => false;

export default function CaseStudies({ loaderData: cs }: Route.ComponentProps) {
  const f = cs.featured;
  return (
    <>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: "Resources" }, { label: page.label }]}
        eyebrow={cs.hero.eyebrow}
        title={cs.hero.title}
        lead={cs.hero.lead}
        buttons={
          <>
            <DialogButton dialog="demo" size="lg">
              Book a Demo
            </DialogButton>
            <DialogButton dialog="sandbox" variant="outline" size="lg">
              Explore Sandbox
            </DialogButton>
          </>
        }
      />
      <section aria-labelledby="featured-title" className="py-14 sm:py-20">
        <Container>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{f.eyebrow}</p>
          <div className="mt-4 grid gap-10 rounded-2xl bg-slate-900 p-6 text-white sm:p-10 lg:grid-cols-[3fr_2fr]">
            <div>
              <p className="text-sm font-medium text-brand-200">{f.customer}</p>
              <h2 id="featured-title" className="mt-2 text-2xl font-bold sm:text-3xl">
                {f.headline}
              </h2>
              <h3 className="mt-6 font-semibold text-brand-200">Challenge</h3>
              <p className="mt-1 text-slate-300">{f.challenge}</p>
              <h3 className="mt-4 font-semibold text-brand-200">Approach</h3>
              <p className="mt-1 text-slate-300">{f.approach}</p>
              <p className="mt-6 text-sm text-slate-300">Solutions: {f.solutions.join(", ")}</p>
            </div>
            <div className="flex flex-col gap-6">
              <div>
                <h3 className="font-semibold text-brand-200">Results</h3>
                <dl className="mt-3 grid gap-3">
                  {f.metrics.map((m) => (
                    <div key={m.label} className="flex items-baseline gap-3 rounded-lg bg-white/10 p-4">
                      <dt className="order-last text-slate-200">{m.label}</dt>
                      <dd className="text-3xl font-bold text-white">{m.value}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-xs text-slate-300">Illustrative figures</p>
              </div>
              <figure className="rounded-lg border-l-4 border-brand-500 bg-white/5 p-4">
                <Quote aria-hidden="true" className="size-5 text-brand-200" />
                <blockquote className="mt-2 text-lg italic">{f.quote.text}</blockquote>
                <figcaption className="mt-2 text-sm text-slate-300">{f.quote.by}</figcaption>
              </figure>
            </div>
          </div>
        </Container>
      </section>
      <BandSection id="stories" copy={cs.filters.copy} tinted>
        <p className="-mt-4 mb-6 max-w-3xl text-sm text-muted">{cs.illustrative}</p>
        <CaseStudyBrowser stories={cs.stories} options={cs.options} action={page.path} />
      </BandSection>
      <BandSection id="template" copy={cs.template.copy}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cs.template.parts.map((part, i) => (
            <li key={part.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm font-semibold text-brand-800">Part {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{part.title}</h3>
              <p className="mt-2 text-muted">{part.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink">{cs.template.submit}</p>
          <DialogButton dialog="contact" className="shrink-0">
            Submit Your Story
          </DialogButton>
        </div>
      </BandSection>
    </>
  );
}
