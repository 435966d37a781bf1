import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { ClosingCta, PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { ServiceCardList } from "~/components/sections/service-card-list";
import { StepList } from "~/components/sections/step-list";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { IconSet } from "~/components/ui/icon";
import { servicesPage } from "~/content/offer-pages";
import { serviceCards } from "~/content/service-cards";
import { servicesOverview } from "~/content/services/services-overview";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/services";

/** Runs at build time: the page's copy arrives as data in the HTML, not as JavaScript. */
export function loader() {
  return { content: servicesOverview, path: servicesPage.path, cards: serviceCards, icons: iconNodesFor(serviceCards) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData && { ...loaderData.content.meta, path: loaderData.path });

export default function Services({ loaderData }: Route.ComponentProps) {
  const { hero, why, offerings, delivery, compliance, cta } = loaderData.content;
  return (
    <IconSet icons={loaderData.icons}>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: "Services" }]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
      />

      <section aria-labelledby="why-title" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="why-title" title={why.title} lead={why.lead} />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {why.cards.map((c) => (
              <li
                key={c.title}
                className="rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="text-lg font-semibold text-ink">{c.title}</h3>
                <p className="mt-2 text-sm text-muted">{c.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="offerings-title" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="offerings-title" title={offerings.title} lead={offerings.lead} />
          <ServiceCardList
            cards={loaderData.cards}
            className="mt-10"
            footer={(card) => (
              <div className="mt-5 flex flex-wrap gap-3">
                <Link to={card.path} className={buttonClass("primary", "md")}>
                  {offerings.learnMore}
                  <span className="sr-only"> about {card.label}</span>
                </Link>
                <DialogButton dialog="demo" variant="outline">
                  {offerings.talk}
                  <span className="sr-only"> about {card.label}</span>
                </DialogButton>
              </div>
            )}
          />
        </Container>
      </section>

      <section aria-labelledby="delivery-title" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="delivery-title" title={delivery.title} lead={delivery.lead} />
          <StepList
            layout="beside"
            steps={delivery.steps}
            className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
            item="flex gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          />
        </Container>
      </section>

      <section aria-labelledby="compliance-title" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="compliance-title" title={compliance.title} lead={compliance.lead} />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {compliance.badges.map((b) => (
              <li key={b.label} className="flex gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-ink">{b.label}</p>
                  <p className="mt-1 text-sm text-muted">{b.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-muted">{compliance.note}</p>
        </Container>
      </section>

      <Container className="py-16 sm:py-20">
        <ClosingCta title={cta.title} text={cta.text} actions={cta.actions} />
      </Container>
    </IconSet>
  );
}
