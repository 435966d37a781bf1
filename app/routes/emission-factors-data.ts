import { explorerSearchData } from "~/content/resources/emission-factors.server";

/**
 * The factor explorer's search data (/emission-factors/factors.json), prerendered at build time: every catalogue
 * row with its facet values and ready estimate call. The page fetches it on first use, never with the page.
 */
export function loader() {
  return Response.json(explorerSearchData());
}
