import { FactorExplorer } from "~/components/factor-explorer/factor-explorer";
import { ReleaseTable } from "~/components/factor-explorer/release-table";
import { BandSection } from "~/components/sections/band-section";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { factorExplorerPageData } from "~/content/resources/emission-factors.server";
import { factorExplorerPage } from "~/content/resources/index";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/emission-factors";

const page = factorExplorerPage;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the releases and the filters' options arrive in the HTML; the catalogue itself is a data
// file the page fetches on first use (components/factor-explorer/use-factor-index.ts).
export const loader = () => factorExplorerPageData();

// The content never changes after the build: a new search in the address needs no new data.
export const shouldRevalidate = () => false;

export default function EmissionFactors({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: "Resources" }, { label: page.label }]}
        eyebrow={d.hero.eyebrow}
        title={d.hero.title}
        lead={d.hero.lead}
        buttons={
          <>
            <a href="#releases" className={buttonClass("outline")}>
              {d.hero.releasesLink}
            </a>
            <a href={`${page.path}/methodology`} className={buttonClass("outline")}>
              {d.hero.methodologyLink}
            </a>
          </>
        }
      />
      <section aria-label="Search the catalogue" className="py-10 sm:py-14">
        <Container>
          <FactorExplorer
            path={page.path}
            copy={{ search: d.search, detail: d.detail }}
            total={d.total}
            releases={d.releases}
            releaseNames={d.releaseNames}
            facetOptions={d.facetOptions}
            apiBase={d.apiBase}
          />
        </Container>
      </section>
      <BandSection id="releases" copy={d.releasesSection.copy} tinted>
        <ReleaseTable releases={d.releases} label={d.releasesSection.tableLabel} />
      </BandSection>
    </>
  );
}
