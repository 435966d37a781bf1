import { site } from "~/content/site";
import { sitemapPaths } from "~/routes";

export function loader() {
  const urls = sitemapPaths()
    .map((p) => `  <url><loc>${site.url}${p}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
