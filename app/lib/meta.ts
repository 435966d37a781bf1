import { site } from "~/content/site";

export type PageMeta = { title: string; description: string; path: string; noindex?: boolean };

/** Title, description, canonical and Open Graph tags for one page. */
export function pageMeta({ title, description, path, noindex }: PageMeta) {
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
  ];
}
