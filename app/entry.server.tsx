import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { apiDocsFragments } from "./api-docs/docs.server";
import { HtmlFragmentsProvider } from "./api-docs/prerendered-html";
import siteStylesheet from "./app.css?inline";
import { SiteStylesheetContext } from "./site-stylesheet";

export const streamTimeout = 5_000;

/** The build-time HTML a page places with `PrerenderedHtml`, by path: only the API documentation has any. */
function fragmentsFor(url: string) {
  const path = new URL(url).pathname.replace(/\/$/, "");
  return path === "/api" || path.startsWith("/api/reference/") ? apiDocsFragments() : null;
}

/**
 * React Router's default document renderer (every page is prerendered, so it waits for the whole page), with
 * the site's stylesheet and the page's prerendered HTML fragments provided.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <SiteStylesheetContext.Provider value={siteStylesheet}>
        <HtmlFragmentsProvider fragments={fragmentsFor(request.url)}>
          <ServerRouter context={routerContext} url={request.url} />
        </HtmlFragmentsProvider>
      </SiteStylesheetContext.Provider>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        // Every boundary inline, whatever the page's size: React would otherwise move the content of a lazy part
        // (the ROI calculator, the knowledge base's guides, a form) to the end of a long page, hidden until a script
        // puts it in place, and a visitor without JavaScript would never see it. Pages are built, not streamed.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
