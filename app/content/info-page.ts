/**
 * One entry of a page family's index: where the page lives, its route module, the label links use, and the
 * title and description its meta tags use. The route table, sitemap and footer links derive from the indexes.
 */
export type InfoPage = {
  readonly path: string;
  readonly file: string;
  readonly label: string;
  readonly title: string;
  readonly description: string;
};

/** The entry for a path; throws at build time if a route module names a path its index does not list. */
export function pageAt(index: readonly InfoPage[], path: string): InfoPage {
  const page = index.find((p) => p.path === path);
  if (!page) throw new Error(`No page indexed at ${path}`);
  return page;
}
