import { useEffect } from "react";
import { apiDocsOutline } from "~/api-docs/docs.server";
import { fetchDocsFragments } from "~/api-docs/docs-fragments";
import { DocsHeroButtons } from "~/api-docs/docs-hero-buttons";
import { DocsPreferencesProvider } from "~/api-docs/docs-preferences";
import { DocsView } from "~/api-docs/docs-view";
import { OwnClientNotice } from "~/api-docs/own-client-notice";
import { HtmlFragmentsProvider } from "~/api-docs/prerendered-html";
import { PageHero } from "~/components/sections/page-hero";
import { WithContents } from "~/components/templates/with-contents";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/api";

/**
 * The API documentation's guide, built from the OpenAPI document, the guide's Markdown and the list of examples
 * (`api-docs/docs.server.ts`), with the index of the reference, whose pages are
 * `routes/api-reference.tsx`. The loader gives the outline this page renders and hydrates; the prose and tables are
 * HTML fragments placed by `PrerenderedHtml`, which prerendering fills (`app/entry.server.tsx`) and the browser
 * leaves as they are.
 */
export const loader = () => apiDocsOutline();

/** Reached by client-side navigation, the page has no prerendered HTML yet: fetch the fragments with the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [outline, fragments] = await Promise.all([serverLoader(), fetchDocsFragments()]);
  return { ...outline, fragments };
}

export const meta = () =>
  pageMeta({
    title: "API documentation",
    description:
      "The CarbonTracker /v1 REST API: OAuth2 client credentials, tenants, resources, emission factors and emission analytics, with examples in curl, JavaScript and Python.",
    path: "/api",
  });

/** A link to an operation from when the reference was on this page (`/api#op-…`) goes on to its page. */
function useMovedAnchors(moved: Record<string, string>) {
  useEffect(() => {
    let id: string;
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return;
    }
    const to = moved[id];
    if (to && !document.getElementById(id)) window.location.replace(to);
  }, [moved]);
}

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const fragments = "fragments" in loaderData ? loaderData.fragments : null;
  useMovedAnchors(loaderData.movedAnchors);
  return (
    <DocsPreferencesProvider>
      <PageHero
        id="api-docs"
        trail={[{ label: "Home", to: "/" }, { label: "Platform" }, { label: "API Documentation" }]}
        eyebrow={`Developers · v${loaderData.version}`}
        title="API documentation"
        lead="Measure, calculate and analyse emissions from your own systems: a versioned REST API with OAuth2 client credentials, published emission factors with provenance, and analytics you can call. Everything here runs against the sandbox."
        buttons={<DocsHeroButtons />}
      />
      <WithContents entries={loaderData.contents}>
        <OwnClientNotice />
        {fragments ? (
          <HtmlFragmentsProvider fragments={fragments}>
            <DocsView outline={loaderData} />
          </HtmlFragmentsProvider>
        ) : (
          <DocsView outline={loaderData} />
        )}
      </WithContents>
    </DocsPreferencesProvider>
  );
}
