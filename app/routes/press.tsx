import { Download, Mail } from "lucide-react";
import { lazy, Suspense } from "react";
import { BandSection } from "~/components/sections/band-section";
import { FaqList } from "~/components/sections/faq-list";
import { FormSection } from "~/components/sections/form-section";
import { MailButtons } from "~/components/sections/mail-buttons";
import { PageHero } from "~/components/sections/page-hero";
import { StatGrid } from "~/components/sections/stat-grid";
import { buttonClass } from "~/components/ui/button";
import { companyPages } from "~/content/company/index";
import { press } from "~/content/company/press";
import { pageAt } from "~/content/page-index";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/press";

const PressForm = lazy(() => import("~/forms/press-form"));
const page = pageAt(companyPages, "/press");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the copy reaches the page as prerendered HTML and data, not as JavaScript.
export const loader = () => press;

export default function Press({ loaderData: p }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: page.label }]}
        eyebrow={p.hero.eyebrow}
        title={p.hero.title}
        lead={p.hero.lead}
        buttons={<MailButtons links={p.contacts.list.map((c) => ({ email: c.email, text: `Email ${c.email}` }))} />}
      />
      <BandSection id="contacts" copy={p.contacts.copy}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {p.contacts.list.map((c) => (
            <li key={c.email} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-ink">{c.label}</h3>
              <p className="mt-2 text-muted">{c.text}</p>
              <a
                href={`mailto:${c.email}`}
                className="mt-4 inline-flex items-center gap-2 font-medium text-brand-800 underline underline-offset-4"
              >
                <Mail aria-hidden="true" className="size-4" />
                {c.email}
              </a>
            </li>
          ))}
        </ul>
      </BandSection>
      <BandSection id="boilerplate" copy={p.boilerplate.copy} tinted>
        <blockquote className="max-w-3xl border-l-4 border-brand-700 bg-white p-6 text-lg leading-relaxed text-ink shadow-sm">
          {p.boilerplate.text}
        </blockquote>
      </BandSection>
      <BandSection id="fact-sheet" copy={p.factSheet.copy}>
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          {p.factSheet.facts.map((f) => (
            <div key={f.term} className="border-t border-slate-200 pt-4">
              <dt className="text-sm font-semibold text-muted">{f.term}</dt>
              <dd className="mt-1 text-ink">{f.detail}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10">
          <StatGrid stats={p.factSheet.stats} label="CarbonTracker in figures" />
        </div>
      </BandSection>
      <BandSection id="brand-assets" copy={p.brandAssets.copy} tinted>
        <ul className="grid gap-6 md:grid-cols-3">
          {p.brandAssets.list.map((asset) => (
            <li
              key={asset.name}
              className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <div
                className={`flex h-36 items-center justify-center p-6 ${asset.preview === "dark" ? "bg-slate-900" : "bg-white"}`}
              >
                <img
                  src={asset.files[0]?.href}
                  alt={`${asset.name} preview`}
                  width={asset.shape === "square" ? 96 : 320}
                  height={asset.shape === "square" ? 96 : 80}
                  className="max-h-full w-auto max-w-full"
                />
              </div>
              <div className="flex flex-1 flex-col border-t border-slate-200 p-6">
                <h3 className="font-semibold text-ink">{asset.name}</h3>
                <p className="mt-1 text-sm text-muted">{asset.text}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  {asset.files.map((file) => (
                    <a key={file.href} href={file.href} download className={buttonClass("outline", "sm")}>
                      <Download aria-hidden="true" className="size-4" />
                      {file.format}
                      <span className="sr-only">
                        {" "}
                        of the {asset.name.toLowerCase()} ({file.detail})
                      </span>
                    </a>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </BandSection>
      <BandSection id="quotes-policy" copy={p.quotesPolicy.copy}>
        <ul className="max-w-3xl list-disc space-y-3 pl-6 text-muted">
          {p.quotesPolicy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </BandSection>
      <BandSection id="faqs" copy={p.faqs.copy} align="center" tinted>
        <FaqList faqs={p.faqs.list} className="mx-auto max-w-3xl" />
      </BandSection>
      <FormSection id="inquiry" copy={p.form.copy}>
        <Suspense fallback={null}>
          <PressForm />
        </Suspense>
      </FormSection>
    </>
  );
}
