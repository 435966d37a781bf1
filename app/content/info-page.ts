import { pageMeta } from "~/lib/meta";

/**
 * One entry of a page family's index: where the page lives, its route module and the label links use. The route
 * table, sitemap and footer links derive from the indexes. The page's title and description are its content
 * module's `meta`, which reaches the page through its loader, so the chrome on every page does not carry them.
 */
export type InfoPage = {
  readonly path: string;
  readonly file: string;
  readonly label: string;
};

/** The entry for a path; throws at build time if a route module names a path its index does not list. */
export function pageAt(index: readonly InfoPage[], path: string): InfoPage {
  const page = index.find((p) => p.path === path);
  if (!page) throw new Error(`No page indexed at ${path}`);
  return page;
}

/** Title, description, canonical and Open Graph tags of an indexed page, from its loader's data. */
export function infoPageMeta(page: InfoPage, data: { meta: { title: string; description: string } } | undefined) {
  return data ? pageMeta({ ...data.meta, path: page.path }) : [];
}
