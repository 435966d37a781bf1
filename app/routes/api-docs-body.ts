import { apiDocsBody } from "~/content/api-docs/page.server";

/**
 * The /api page's guide and reference as an HTML fragment, prerendered at build time. The build splices it into
 * /api's HTML; the page fetches it only when it is reached by client-side navigation. Served as text, so it is
 * never opened as a page of its own.
 */
export function loader() {
  return new Response(apiDocsBody(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
