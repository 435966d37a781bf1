import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { services, servicesIntro } from "~/content/services";
import { SectionHeading } from "./section-heading";

export function ServicesOverview() {
  return (
    <section aria-labelledby="services-title" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="services-title" eyebrow="Services" title={servicesIntro.title} lead={servicesIntro.lead} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ slug, title, summary, timeline, href, icon: Icon }) => (
            <li
              key={slug}
              className="relative flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-700 hover:ring-brand-500"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm text-muted">{summary}</p>
              <p className="mt-4 flex items-center justify-between gap-2 text-sm">
                <span className="text-muted">{timeline}</span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
