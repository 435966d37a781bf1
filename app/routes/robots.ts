import { site } from "~/content/site";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /v1/\nDisallow: /forms/\n\nSitemap: ${site.url}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
