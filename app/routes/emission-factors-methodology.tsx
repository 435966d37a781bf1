import { DataTable } from "~/components/sections/data-table";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { StepList } from "~/components/sections/step-list";
import { WithContents } from "~/components/templates/with-contents";
import { ExternalLink } from "~/components/ui/external-link";
import {
  type MethodologyPage,
  methodologyPage,
  type Source,
} from "~/content/resources/emission-factor-methodology.server";
import { factorExplorerPage } from "~/content/resources/index";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/emission-factors-methodology";

/**
 * The factor catalogue's methodology: the loader runs at build time and reads the engine's figures
 * (`virtual:methodology-facts`), so the page arrives as HTML with the numbers the calculation uses.
 */
export const loader = () => methodologyPage();

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export const shouldRevalidate = () => false;

const prose = "max-w-3xl space-y-4 leading-relaxed text-slate-700";
const subheading = "text-lg font-semibold text-ink";

function Sources({ title, sources }: { title: string; sources: readonly Source[] }) {
  return (
    <div>
      <h3 className={subheading}>{title}</h3>
      <dl className="mt-3 space-y-3 text-sm text-slate-700">
        {sources.map((s) => (
          <div key={`${s.term}:${s.text}`}>
            <dt className="font-semibold text-ink">{s.term}</dt>
            <dd className="mt-0.5">
              {s.text}
              {s.href && (
                <>
                  {" "}
                  <ExternalLink
                    href={s.href}
                    className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-4"
                  >
                    Publisher's page
                  </ExternalLink>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Choosing({ choosing }: { choosing: MethodologyPage["choosing"] }) {
  return (
    <PageSection id="choosing" title="How a factor is chosen" lead={choosing.lead}>
      <div className="space-y-10">
        <StepList steps={choosing.rules} layout="beside" label="The order in which a factor is chosen" term="Rule" />
        <div>
          <h3 className={subheading}>Which publication, and which rows of it</h3>
          <ul className="mt-4 max-w-3xl space-y-4 text-slate-700">
            {choosing.publication.map((rule) => (
              <li key={rule.title}>
                <span className="font-semibold text-ink">{rule.title}.</span> {rule.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}

function Basis({ basis }: { basis: MethodologyPage["basis"] }) {
  return (
    <PageSection
      id="basis"
      title="AR5 and AR6: the basis of each number"
      lead="DESNZ publishes its factors as CO2e on AR5, with a split per gas. The catalogue keeps the published figure and adds the AR6 figure recomputed from that split."
    >
      <div className="space-y-8">
        <div className={prose}>
          <p>
            A factor in the API shows both: <code className="font-mono text-sm">value</code> on its published basis (
            <code className="font-mono text-sm">gwp</code>) and <code className="font-mono text-sm">value_ar6</code>{" "}
            where the split is published. A calculation on AR6 takes the AR6 figure; on AR5 the published one.
          </p>
          <p className="rounded-lg bg-slate-50 p-4 font-mono text-sm text-ink ring-1 ring-slate-200">{basis.formula}</p>
          <p>{basis.methane}</p>
          <p>{basis.coverage}</p>
        </div>
        <div>
          <h3 className={subheading}>Worked through: {basis.example.label}</h3>
          <dl className="mt-3 max-w-3xl space-y-2 text-slate-700">
            {basis.example.terms.map((t) => (
              <div key={t.term} className="sm:flex sm:gap-3">
                <dt className="shrink-0 font-semibold text-ink sm:w-48">{t.term}</dt>
                <dd className="break-words">{t.text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-muted">
            Factor <code className="font-mono">{basis.example.id}</code>. {basis.attribution}.
          </p>
        </div>
        <DataTable {...basis.answers} minWidth="36rem" />
      </div>
    </PageSection>
  );
}

export default function EmissionFactorsMethodology({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <>
      <PageHero
        id="methodology"
        trail={[
          { label: "Home", to: "/" },
          { label: "Resources" },
          { label: factorExplorerPage.label, to: factorExplorerPage.path },
          { label: page.meta.title },
        ]}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
      />
      <WithContents entries={page.contents}>
        <Choosing choosing={page.choosing} />
        <PageSection id="gwp" title="GWP sets" lead={page.gwp.lead}>
          <div className="space-y-8">
            <DataTable {...page.gwp.table} />
            <Sources title="Sources" sources={page.gwp.sources} />
          </div>
        </PageSection>
        <Basis basis={page.basis} />
        <PageSection id="conversions" title="Calorific values and densities" lead={page.conversions.lead}>
          <div className="space-y-8">
            <DataTable {...page.conversions.fuels} />
            <DataTable {...page.conversions.gas} />
            <DataTable {...page.conversions.exactUnits} />
            <Sources title="Sources" sources={page.conversions.sources} />
          </div>
        </PageSection>
        <PageSection
          id="cea"
          title="CEA grid factors, version by version"
          lead="India's grid factor is CEA's weighted average for the financial year (1 April to 31 March), CO2 only. Each version stays in the catalogue; a record takes the version of its year. Until a year's version is published, the latest one is used and the answer says outside_validity."
        >
          <div className="space-y-8">
            <DataTable {...page.cea.table} minWidth="44rem" />
            <Sources title="Where each figure comes from" sources={page.cea.sources} />
          </div>
        </PageSection>
      </WithContents>
    </>
  );
}
