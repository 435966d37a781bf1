import { apiReferencePage } from "~/api-docs/docs.server";
import { fetchDocsFragments } from "~/api-docs/docs-fragments";
import { DocsHeroButtons } from "~/api-docs/docs-hero-buttons";
import { fragmentNames, type ReferencePageOutline } from "~/api-docs/docs-outline";
import { DocsPreferencesProvider } from "~/api-docs/docs-preferences";
import { OwnClientNotice } from "~/api-docs/own-client-notice";
import { HtmlFragmentsProvider, PrerenderedHtml } from "~/api-docs/prerendered-html";
import { ReferenceView } from "~/api-docs/reference-view";
import { NotFoundScreen, notFoundMeta } from "~/components/sections/not-found-screen";
import { PageHero } from "~/components/sections/page-hero";
import { WithContents } from "~/components/templates/with-contents";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/api-reference";

/**
 * One group of the API reference (/api/reference/{group}): every operation of the group in full, from the OpenAPI
 * document (`api-docs/docs.server.ts`), with its examples and Try it console. As on /api, the loader gives
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
