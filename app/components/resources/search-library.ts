let library: Promise<[typeof import("minisearch"), typeof import("./article-search")]> | null = null;

/**
 * Fetches MiniSearch and our search code, once. Called on the first query, and earlier when the visitor focuses
 * the search box, so no page pays for search before someone uses it.
 */
export function loadSearchLibrary() {
  library ??= Promise.all([import("minisearch"), import("./article-search")]).catch((err) => {
    library = null; // a dropped connection: the next query tries again
    throw err;
  });
  return library;
}
