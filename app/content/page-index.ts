/**
 * The page index. Pages are grouped in families, each listed once in its own module (`offer-pages.ts`,
 * `company/index.ts`, `resources/index.ts`). An entry says where the page lives and how links name it; the route
 * table (`app/routes.ts`) names the module that serves it, and the header menus, footer columns and home cards
 * build their links from the same entries.
 *
 * Entries hold only what links need (paths and short labels): the chrome imports them on every page, so a
 * page's own copy, title and description included, stays in its content module and reaches the page through
 * its route's loader.
 */
export type PageEntry = {
  path: string;
  /** What a link to the page says: menus, footer columns, cards, breadcrumbs. */
  label: string;
  /** One line under the label in the header menus and on cards. */
  description?: string;
};

/** The entry for a path; throws at build time if a route names a path its family does not list. */
export function pageAt<P extends PageEntry>(family: readonly P[], path: P["path"]): P {
  const page = family.find((p) => p.path === path);
  if (!page) throw new Error(`No page indexed at ${path}`);
  return page;
}
