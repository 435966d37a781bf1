import { ArrowRight } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { LeaderCard } from "~/components/company/leader-card";
import { BandSection } from "~/components/sections/band-section";
import { FaqList } from "~/components/sections/faq-list";
import { FormSection } from "~/components/sections/form-section";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { IconSet } from "~/components/ui/icon";
import { companyPages } from "~/content/company/index";
import { team } from "~/content/company/team";
import { pageAt } from "~/content/page-index";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team";

const TeamForm = lazy(() => import("~/forms/team-form"));
const page = pageAt(companyPages, "/our-team");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the copy reaches the page as prerendered HTML and data, not as JavaScript.
export const loader = () => ({ ...team, icons: iconNodesFor(team) });

export default function Team({ loaderData: t }: Route.ComponentProps) {
  return (
    <IconSet icons={t.icons}>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: page.label }]}
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
      />
      <BandSection id="leadership" copy={t.leadership.copy}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {t.leadership.leaders.map((leader) => (
            <LeaderCard key={leader.name} leader={leader} />
          ))}
        </div>
      </BandSection>
      <BandSection id="advisory" copy={t.advisory.copy} tinted>
        <InfoCardGrid cards={t.advisory.cards} cols={4} />
      </BandSection>
      <BandSection id="pods" copy={t.pods.copy}>
        <InfoCardGrid cards={t.pods.cards} cols={4} />
      </BandSection>
      <BandSection id="culture" copy={t.culture.copy} tinted>
        <InfoCardGrid cards={t.culture.cards} />
      </BandSection>
      <BandSection id="more" copy={t.links.copy}>
        <ul className="grid gap-6 md:grid-cols-3">
          {t.links.list.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-700"
              >
                <span className="flex items-center gap-2 text-lg font-semibold text-brand-800">
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
                <span className="mt-2 text-muted">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </BandSection>
      <BandSection id="faqs" copy={t.faqs.copy} align="center" tinted>
        <FaqList faqs={t.faqs.list} className="mx-auto max-w-3xl" />
      </BandSection>
      <FormSection id="collaborate" copy={t.form.copy}>
        <Suspense fallback={null}>
          <TeamForm />
        </Suspense>
      </FormSection>
    </IconSet>
  );
}
