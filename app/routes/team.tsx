import { lazy, Suspense } from "react";
import { LeaderCard } from "~/components/company/leader-card";
import { BandSection } from "~/components/sections/band-section";
import { FaqList } from "~/components/sections/faq-list";
import { FormSection } from "~/components/sections/form-section";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { fillGrid } from "~/components/ui/fill-grid";
import { IconSet } from "~/components/ui/icon";
import { companyPages } from "~/content/company/index";
import { team } from "~/content/company/team";
import { pageAt } from "~/content/page-index";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team";

const TeamForm = lazy(() => import("~/forms/team-form"));
const page = pageAt(companyPages, "/our-team");

const threeUp = fillGrid(3);

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
        <ul className={threeUp.list}>
          {t.leadership.leaders.map((leader) => (
            <li key={leader.name} className={`grid ${threeUp.item}`}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
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
        <LinkCardGrid links={t.links.list} />
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
