import "~/components/api-docs/api-docs.css";
import { fetchDocsFragments } from "~/components/api-docs/docs-fragments";
import { DocsHeroButtons } from "~/components/api-docs/docs-hero-buttons";
import { DocsPreferencesProvider } from "~/components/api-docs/docs-preferences";
import { OwnClientNotice } from "~/components/api-docs/own-client-notice";
import { HtmlFragmentsProvider, PrerenderedHtml } from "~/components/api-docs/prerendered-html";
import { ReferenceView } from "~/components/api-docs/reference-view";
import { NotFoundScreen, notFoundMeta } from "~/components/sections/not-found-screen";
import { PageHero } from "~/components/sections/page-hero";
import { WithContents } from "~/components/templates/with-contents";
import { apiReferencePage } from "~/content/api-docs/docs.server";
import { fragmentNames, type ReferencePageOutline } from "~/content/api-docs/docs-outline";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/api-reference";

/**
 * One group of the API reference (/api/reference/{group}): every operation of the group in full, from the OpenAPI
 * document (`content/api-docs/docs.server.ts`), with its examples and Try it console. As on /api, the loader gives
 * the outline the page hydrates and the read-only parts are prerendered HTML fragments.
 */
export const loader = ({ params }: Route.LoaderArgs) => apiReferencePage(params.group) ?? null;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [page, fragments] = await Promise.all([serverLoader(), fetchDocsFragments()]);
  return page && { ...page, fragments };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: `The CarbonTracker /v1 API's ${loaderData.title}, every operation with its parameters, answers, errors and examples in curl, JavaScript and Python. ${loaderData.description}.`,
        path: loaderData.path,
      })
    : notFoundMeta();

export default function ApiReference({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFoundScreen />;
  const fragments = "fragments" in loaderData ? loaderData.fragments : null;
  return fragments ? (
    <HtmlFragmentsProvider fragments={fragments}>
      <ReferencePage page={loaderData} />
    </HtmlFragmentsProvider>
  ) : (
    <ReferencePage page={loaderData} />
  );
}

function ReferencePage({ page }: { page: ReferencePageOutline }) {
  return (
    <DocsPreferencesProvider>
      <PageHero
        id="reference"
        trail={[{ label: "Home", to: "/" }, { label: "API Documentation", to: "/api" }, { label: page.title }]}
        eyebrow={`API reference · v${page.version}`}
        title={page.title}
        lead={page.description}
        buttons={<DocsHeroButtons />}
      >
        <PrerenderedHtml id={fragmentNames.referenceNav(page.slug)} className="mt-8 max-w-3xl" />
      </PageHero>
      <WithContents entries={page.contents}>
        <OwnClientNotice />
        <ReferenceView page={page} />
      </WithContents>
    </DocsPreferencesProvider>
  );
}
