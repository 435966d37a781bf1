import { Mail } from "lucide-react";
import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { ArticleItem } from "~/components/resources/article-item";
import { KnowledgeBaseResults } from "~/components/resources/knowledge-base-results";
import { KnowledgeBaseSearchForm } from "~/components/resources/knowledge-base-search-form";
import { BandSection } from "~/components/sections/band-section";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { StepList } from "~/components/sections/step-list";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon, IconSet } from "~/components/ui/icon";
import { pageAt } from "~/content/page-index";
import { resourcePages } from "~/content/resources/index";
import { knowledgeBase } from "~/content/resources/knowledge-base";
import { site } from "~/content/site";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/knowledge-base";

const page = pageAt(resourcePages, "/resources/knowledge-base");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the guides reach the page as prerendered HTML and data, not as JavaScript.
export const loader = () => ({ ...knowledgeBase, icons: iconNodesFor(knowledgeBase) });

// The content never changes after the build: a new search in the address needs no new data.
export const shouldRevalidate = () => false;

export default function KnowledgeBase({ loaderData: kb }: Route.ComponentProps) {
  const categoryTitle = new Map<string, string>(kb.categories.map((c) => [c.id, c.title]));
  const popular = [...kb.articles].sort((a, b) => b.reads - a.reads).slice(0, kb.popular.count);
  return (
    <IconSet icons={kb.icons}>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: "Resources" }, { label: page.label }]}
        eyebrow={kb.hero.eyebrow}
        title={kb.hero.title}
        lead={kb.hero.lead}
        buttons={<KnowledgeBaseSearchForm action={page.path} placeholder={kb.search.placeholder} />}
      />
      <section aria-labelledby="browse-title" className="scroll-mt-20 bg-slate-50 py-14 sm:py-16">
        <Container>
          <h2 id="browse-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {kb.browse.title}
          </h2>
          <div className="mt-4">
            <KnowledgeBaseResults categories={kb.categories} articles={kb.articles} />
          </div>
        </Container>
      </section>
      <BandSection id="getting-started" copy={kb.gettingStarted.copy}>
        <StepList layout="stacked" steps={kb.gettingStarted.steps} label="Getting started steps" />
      </BandSection>
      <BandSection id="popular" copy={{ title: kb.popular.title }} tinted>
        <ol className="grid gap-x-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-2">
          {popular.map((a) => (
            <ArticleItem key={a.id} article={a} context={categoryTitle.get(a.category)} level={3} className="py-3" />
          ))}
        </ol>
      </BandSection>
      <BandSection id="developers" copy={kb.developers.copy}>
        <LinkCardGrid links={kb.developers.links} cols={2} tone="dark" />
      </BandSection>
      <BandSection id="policies" copy={kb.policies.copy} tinted>
        <InfoCardGrid cards={kb.policies.cards} cols={4} />
        <p className="mt-6 text-sm text-muted">
          Details are in our{" "}
          <Link to="/privacy-policy" className="text-brand-800 underline underline-offset-4">
            Privacy Policy
          </Link>{" "}
          and{" "}
          <Link to="/terms-and-conditions" className="text-brand-800 underline underline-offset-4">
            Terms and Conditions
          </Link>
          .
        </p>
      </BandSection>
      <BandSection id="support" copy={kb.support.copy}>
        <ul className="grid gap-6 md:grid-cols-3">
          {kb.support.tiles.map((tile) => (
            <li key={tile.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                {tile.icon && <Icon name={tile.icon} />}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{tile.title}</h3>
              <p className="mt-2 flex-1 text-muted">{tile.text}</p>
              <div className="mt-5">
                {tile.action === "support" && <DialogButton dialog="support">Contact Support</DialogButton>}
                {tile.action === "demo" && (
                  <DialogButton dialog="demo" variant="outline">
                    Book a Demo
                  </DialogButton>
                )}
                {tile.action === "email" && (
                  <a href={`mailto:${site.email.support}`} className={buttonClass("outline")}>
                    <Mail aria-hidden="true" className="size-4" />
                    {site.email.support}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      </BandSection>
    </IconSet>
  );
}
