/**
 * The page index. Pages are grouped in families, each listed once in its own module (the offer pages in
 * `offer-pages.ts`). An entry says where the page lives, which route module renders it and how links name it.
 * The route table (`app/routes.ts`) spreads each family into its page list, so the router, the prerender
 * list and the sitemap follow; the header menus, footer columns and home cards build their links from the
 * same entries. A new family is a module exporting its entries and one line in `routes.ts`.
 *
 * Entries hold only what links need (paths and short labels): the chrome imports them on every page, so a
 * page's own copy stays in its content module and reaches the page through its route's loader.
 */
export type IndexedPage = {
  path: string;
  /** Route module under `app/`. */
  file: string;
  /** Route id, needed when one module serves several paths. */
  id?: string;
  /** What a link to the page says: menus, footer columns, cards, breadcrumbs. */
  label: string;
  /** One line under the label in the header menus and on cards. */
  description: string;
};
