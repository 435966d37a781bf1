import { site } from "~/content/site";

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  /** schema.org documents, each written into the head as JSON-LD. */
  jsonLd?: readonly object[];
};

/**
 * Title, description, canonical, Open Graph tags and JSON-LD for one page. A route whose copy comes from its loader
 * passes what the loader gave, which is nothing while there is no data (the not-found screen): then no tags.
 */
export function pageMeta(meta: PageMeta | undefined) {
  if (!meta) return [];
  const { title, description, path, noindex, jsonLd = [] } = meta;
  const url = `${site.url}${path === "/" ? "/" : path}`;
  const fullTitle = title.includes(site.brand) ? title : `${title} | ${site.brand}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${site.url}/og-image.png` },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((document) => ({ "script:ld+json": document })),
  ];
}
