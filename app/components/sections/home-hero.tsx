import { ArrowRight, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { hero as HeroContent } from "~/content/home";
import { StatGrid } from "./stat-grid";

/**
 * The home page's opening band: the pitch and its buttons, beside a picture of the product (`dashboard`: SVG markup
 * drawn at build time by `components/charts/prerender.server.tsx`, placed as it is).
 */
export function HomeHero({ hero, dashboard }: { hero: typeof HeroContent; dashboard: string }) {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <Container className="py-16 sm:py-24">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-12">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{hero.eyebrow}</p>
            <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {hero.title}
            </h1>
            <p className="mt-6 text-lg text-brand-50 sm:text-xl">{hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={hero.primary.to} className={buttonClass("inverse", "lg")}>
                {hero.primary.label}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <DialogButton
                dialog="demo"
                plain
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 text-base font-semibold text-white hover:bg-white/10"
              >
                <PlayCircle aria-hidden="true" className="size-5" />
                {hero.secondary.label}
              </DialogButton>
            </div>
          </div>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG markup, drawn by React at build time. */}
          <div dangerouslySetInnerHTML={{ __html: dashboard }} />
        </div>
        <ul aria-label="Why CarbonTracker" className="mt-12 grid gap-4 md:grid-cols-3">
          {hero.highlights.map(({ title, text, icon }) => (
            <li key={title} className="flex gap-4 rounded-xl bg-white/5 p-5 ring-1 ring-white/15">
              <Icon name={icon} className="size-6 shrink-0 text-brand-200" />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="mt-1 text-sm text-brand-50">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <StatGrid stats={hero.stats} tone="dark" label="CarbonTracker in numbers" />
        </div>
      </Container>
    </section>
  );
}
