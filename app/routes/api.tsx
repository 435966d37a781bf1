import { lazy, Suspense, useRef } from "react";
import { createPortal } from "react-dom";
import "~/components/api-docs/api-docs.css";
import { useDocsBehaviour } from "~/components/api-docs/use-docs-behaviour";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { PageHero } from "~/components/sections/page-hero";
import { WithContents } from "~/components/templates/with-contents";
import { buttonClass } from "~/components/ui/button";
import { apiDocsPage } from "~/content/api-docs/page.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/api";

/**
 * The API documentation. Its guide and reference are HTML generated at build time and spliced into this page's
 * prerendered HTML (see `content/api-docs/page.server.ts`); this module adds the behaviour.
 */
export const loader = () => apiDocsPage();

export const meta = () =>
  pageMeta({
    title: "API documentation",
    description:
      "The CarbonTracker /v1 REST API: OAuth2 client credentials, tenants, resources, emission factors and emission analytics, with examples in curl, JavaScript and Python.",
    path: "/api",
  });

const EMPTY = { __html: "" };

const TryItConsole = lazy(() => import("~/components/api-docs/try-it-console"));

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { contents, tryIt, version } = loaderData;
  const body = useRef<HTMLDivElement>(null);
  const { consoles, clientId } = useDocsBehaviour(body);
  return (
    <>
      <PageHero
        id="api-docs"
        trail={[{ label: "Home", to: "/" }, { label: "Platform" }, { label: "API Documentation" }]}
        eyebrow={`Developers · v${version}`}
        title="API documentation"
        lead="Measure, calculate and analyse emissions from your own systems: a versioned REST API with OAuth2 client credentials, published emission factors with provenance, and analytics you can call. Everything here runs against the sandbox."
        buttons={
          <>
            <DialogButton dialog="sandbox">Create a sandbox tenant</DialogButton>
            <a href="/v1/openapi.json" download="carbontracker-openapi.json" className={buttonClass("outline")}>
              Download OpenAPI (JSON)
            </a>
          </>
        }
      />
      <WithContents entries={contents}>
        {clientId && (
          <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200">
            The examples use the client id of the sandbox tenant you created in this browser:{" "}
            <code className="font-mono">{clientId}</code>.
          </p>
        )}
        {/*
          The build puts the documentation inside this element. An element with inner HTML is not hydrated, so
          React keeps what is there; reached by client-side navigation, the page fetches the same HTML.
        */}
        <div
          ref={body}
          data-docs-body=""
          className="space-y-16 break-words sm:space-y-20"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; our own build-time HTML goes in
          dangerouslySetInnerHTML={EMPTY}
        />
      </WithContents>
      {consoles.map(({ operationId, slot }) => {
        const op = tryIt.find((t) => t.operationId === operationId);
        return (
          op &&
          createPortal(
            <Suspense fallback={<p className="mt-3 text-sm text-muted">Loading the console…</p>}>
              <TryItConsole op={op} clientId={clientId} />
            </Suspense>,
            slot,
            operationId,
          )
        );
      })}
    </>
  );
}
