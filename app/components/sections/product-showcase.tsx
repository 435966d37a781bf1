import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { showcase as ShowcaseContent } from "~/content/home";
import { DashboardCarousel, type SlideCaption } from "./dashboard-carousel";
import { SectionHeading } from "./section-heading";
import { StatGrid } from "./stat-grid";

/** Carousel advance interval from the specification. */
const SLIDE_INTERVAL_MS = 5000;

export function ProductShowcase({
  showcase,
  slides,
  pictures,
}: {
  showcase: typeof ShowcaseContent;
  slides: readonly SlideCaption[];
  /** Each slide's chart, drawn at build time (`components/charts/prerender.server.tsx`), in the order of `slides`. */
  pictures: readonly string[];
}) {
  return (
    <section aria-labelledby="showcase-title" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="showcase-title" eyebrow="Product" title={showcase.title} lead={showcase.lead} />
        <div className="mx-auto mt-10 max-w-4xl">
          <DashboardCarousel
            slides={slides}
            pictures={pictures}
            intervalMs={SLIDE_INTERVAL_MS}
            label="Dashboard examples"
          />
        </div>
        <div className="mt-8 flex justify-center">
          <Link to={showcase.explore.to} className={buttonClass("primary", "lg")}>
            {showcase.explore.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <ul aria-label="Platform features" className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {showcase.features.map(({ title, text, icon }) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <StatGrid stats={showcase.stats} label="Platform results" />
        </div>
      </Container>
    </section>
  );
}
