import { lazy, Suspense } from "react";
import { BandSection } from "~/components/sections/band-section";
import { FaqList } from "~/components/sections/faq-list";
import { FormSection } from "~/components/sections/form-section";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { StepList } from "~/components/sections/step-list";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { IconSet } from "~/components/ui/icon";
import { careers } from "~/content/company/careers";
import { companyPages } from "~/content/company/index";
import { pageAt } from "~/content/page-index";
import { site } from "~/content/site";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/careers";

const CareersForm = lazy(() => import("~/forms/careers-form"));
const page = pageAt(companyPages, "/careers");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the copy reaches the page as prerendered HTML and data, not as JavaScript.
export const loader = () => ({ ...careers, icons: iconNodesFor(careers) });

export default function Careers({ loaderData: c }: Route.ComponentProps) {
  return (
    <IconSet icons={c.icons}>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: page.label }]}
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        lead={c.hero.lead}
        buttons={
          <>
            <ExternalLink href={site.careersNetworkUrl} className={buttonClass("primary", "lg")}>
              {c.hero.apply}
            </ExternalLink>
            <a href="#interest" className={buttonClass("outline", "lg")}>
              Register your interest
            </a>
          </>
        }
      />
      <BandSection id="values" copy={c.values.copy}>
        <InfoCardGrid cards={c.values.cards} cols={4} />
      </BandSection>
      <BandSection id="teams" copy={c.teams.copy} tinted>
        <ul className="grid gap-6 md:grid-cols-2">
          {c.teams.list.map((team) => (
            <li key={team.name} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-ink">{team.name}</h3>
              <p className="mt-2 text-muted">{team.text}</p>
              <h4 className="mt-4 text-sm font-semibold text-ink">Typical roles</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
                {team.roles.map((role) => (
                  <li key={role}>{role}</li>
                ))}
              </ul>
              <ExternalLink href={site.careersNetworkUrl} className={buttonClass("outline", "md", "mt-6 self-start")}>
                Apply to {team.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </BandSection>
      <BandSection id="interview" copy={c.interview.copy}>
        <StepList layout="stacked" steps={c.interview.steps} label="Interview steps" />
      </BandSection>
      <BandSection id="benefits" copy={c.benefits.copy} tinted>
        <InfoCardGrid cards={c.benefits.cards} />
      </BandSection>
      <BandSection id="faqs" copy={c.faqs.copy} align="center">
        <FaqList faqs={c.faqs.list} className="mx-auto max-w-3xl" />
      </BandSection>
      <FormSection
        id="interest"
        copy={c.form.copy}
        aside={
          <p>
            Prefer email? Write to{" "}
            <a href={`mailto:${site.email.careers}`} className="text-brand-800 underline underline-offset-4">
              {site.email.careers}
            </a>
            .
          </p>
        }
      >
        <Suspense fallback={null}>
          <CareersForm />
        </Suspense>
      </FormSection>
    </IconSet>
  );
}
