import { apiDocsFragments } from "~/api-docs/docs.server";

/**
 * The /api page's prerendered HTML fragments as JSON, prerendered at build time: the page fetches them only
 * when it is reached by client-side navigation (a loaded page has them in its HTML).
 */
export function loader() {
  return Response.json(apiDocsFragments());
}
