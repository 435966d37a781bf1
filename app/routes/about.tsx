import { ShieldCheck } from "lucide-react";
import { lazy, Suspense } from "react";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { BandSection } from "~/components/sections/band-section";
import { FaqList } from "~/components/sections/faq-list";
import { FormSection } from "~/components/sections/form-section";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { StatGrid } from "~/components/sections/stat-grid";
import { StepList } from "~/components/sections/step-list";
import { IconSet } from "~/components/ui/icon";
import { about } from "~/content/company/about";
import { companyPages } from "~/content/company/index";
import { pageAt } from "~/content/page-index";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

const AboutDemoForm = lazy(() => import("~/forms/about-demo-form"));
const page = pageAt(companyPages, "/aboutus");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the copy reaches the page as prerendered HTML and data, not as JavaScript.
export const loader = () => ({ ...about, icons: iconNodesFor(about) });

export default function About({ loaderData: a }: Route.ComponentProps) {
  return (
    <IconSet icons={a.icons}>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: page.label }]}
        eyebrow={a.hero.eyebrow}
        title={a.hero.title}
        lead={a.hero.lead}
        buttons={
          <>
            <DialogButton dialog="demo" size="lg">
              Book a Demo
            </DialogButton>
            <DialogButton dialog="sandbox" variant="outline" size="lg">
              Explore Live Sandbox
            </DialogButton>
          </>
        }
      />
      <BandSection id="mission" copy={a.mission.copy}>
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          {a.mission.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </BandSection>
      <BandSection id="differentiators" copy={a.differentiators.copy} tinted>
        <InfoCardGrid cards={a.differentiators.cards} cols={4} />
      </BandSection>
      <BandSection id="regions" copy={a.regions.copy}>
        <InfoCardGrid cards={a.regions.cards} />
      </BandSection>
      <BandSection id="impact" copy={a.impact.copy} tinted>
        <StatGrid stats={a.impact.stats} label="Illustrative impact" />
      </BandSection>
      <BandSection id="steps" copy={a.steps.copy}>
        <StepList layout="stacked" steps={a.steps.steps} label="Engagement steps" />
      </BandSection>
      <BandSection id="security" copy={a.security.copy} tinted>
        <ul className="grid gap-4 sm:grid-cols-2">
          {a.security.points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="text-ink">{point}</span>
            </li>
          ))}
        </ul>
      </BandSection>
      <BandSection id="faqs" copy={a.faqs.copy} align="center">
        <FaqList faqs={a.faqs.list} className="mx-auto max-w-3xl" />
      </BandSection>
      <FormSection id="demo-request" copy={a.form.copy}>
        <Suspense fallback={null}>
          <AboutDemoForm />
        </Suspense>
      </FormSection>
    </IconSet>
  );
}
