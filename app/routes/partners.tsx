import { lazy, Suspense } from "react";
import { TierCard } from "~/components/company/tier-card";
import { BandSection } from "~/components/sections/band-section";
import { FaqList } from "~/components/sections/faq-list";
import { FormSection } from "~/components/sections/form-section";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { MailButtons } from "~/components/sections/mail-buttons";
import { PageHero } from "~/components/sections/page-hero";
import { StepList } from "~/components/sections/step-list";
import { IconSet } from "~/components/ui/icon";
import { companyPages } from "~/content/company/index";
import { partners } from "~/content/company/partners";
import { pageAt } from "~/content/page-index";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/partners";

const PartnerForm = lazy(() => import("~/forms/partner-form"));
const page = pageAt(companyPages, "/partners");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the copy reaches the page as prerendered HTML and data, not as JavaScript.
export const loader = () => ({ ...partners, icons: iconNodesFor(partners) });

export default function Partners({ loaderData: p }: Route.ComponentProps) {
  return (
    <IconSet icons={p.icons}>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: page.label }]}
        eyebrow={p.hero.eyebrow}
        title={p.hero.title}
        lead={p.hero.lead}
        buttons={
          <MailButtons links={p.hero.contacts.map((c) => ({ email: c.email, text: `${c.label}: ${c.email}` }))} />
        }
      />
      <BandSection id="partner-types" copy={p.types.copy}>
        <InfoCardGrid cards={p.types.cards} cols={4} />
      </BandSection>
      <BandSection id="tiers" copy={p.tiers.copy} tinted>
        <div className="grid gap-8 pt-3 lg:grid-cols-3">
          {p.tiers.list.map((tier) => (
            <TierCard key={tier.name} tier={tier} />
          ))}
        </div>
      </BandSection>
      <BandSection id="engagement" copy={p.engagement.copy}>
        <StepList layout="stacked" steps={p.engagement.steps} label="Engagement steps" />
      </BandSection>
      <BandSection id="faqs" copy={p.faqs.copy} align="center" tinted>
        <FaqList faqs={p.faqs.list} className="mx-auto max-w-3xl" />
      </BandSection>
      <FormSection id="apply" copy={p.form.copy}>
        <Suspense fallback={null}>
          <PartnerForm />
        </Suspense>
      </FormSection>
    </IconSet>
  );
}
