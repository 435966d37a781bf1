import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { servicesIntro as ServicesIntro } from "~/content/home";
import { servicesPage } from "~/content/offer-pages";
import type { ServiceCard } from "~/content/service-cards";
import { SectionHeading } from "./section-heading";
import { ServiceCardList } from "./service-card-list";

export function ServicesOverview({
  intro: servicesIntro,
  cards,
}: {
  intro: typeof ServicesIntro;
  cards: readonly ServiceCard[];
}) {
  return (
    <section aria-labelledby="services-title" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="services-title" eyebrow="Services" title={servicesIntro.title} lead={servicesIntro.lead} />
        <ServiceCardList cards={cards} className="mt-12" />
        <div className="mt-10 flex justify-center">
          <Link to={servicesPage.path} className={buttonClass("outline", "lg")}>
            {servicesIntro.all}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
