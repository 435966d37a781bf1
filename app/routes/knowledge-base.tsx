import { lazy, Suspense } from "react";
import { KnowledgeBaseSearchForm } from "~/components/resources/knowledge-base-search-form";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { IconSet } from "~/components/ui/icon";
import { pageAt } from "~/content/page-index";
import { resourcePages } from "~/content/resources/index";
import { knowledgeBase } from "~/content/resources/knowledge-base";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/knowledge-base";

const page = pageAt(resourcePages, "/resources/knowledge-base");

// Every guide is in the prerendered page, by category, and so is everything below them. The code that narrows the
// guides to a search and a filter (with its empty state), and the code of the sections below, hydrate them from
// chunks of their own, fetched as the page hydrates: the first load carries the hero's search form.
const KnowledgeBaseResults = lazy(() =>
  import("~/components/resources/knowledge-base-results").then((m) => ({ default: m.KnowledgeBaseResults })),
);
const KnowledgeBaseSections = lazy(() => import("~/components/resources/knowledge-base-sections"));

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the guides reach the page as prerendered HTML and data, not as JavaScript.
export const loader = () => ({ ...knowledgeBase, icons: iconNodesFor(knowledgeBase) });

// The content never changes after the build: a new search in the address needs no new data.
export const shouldRevalidate = () => false;

export default function KnowledgeBase({ loaderData: kb }: Route.ComponentProps) {
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
            <Suspense fallback={null}>
              <KnowledgeBaseResults categories={kb.categories} articles={kb.articles} />
            </Suspense>
          </div>
        </Container>
      </section>
      <Suspense fallback={null}>
        <KnowledgeBaseSections kb={kb} />
      </Suspense>
    </IconSet>
  );
}
