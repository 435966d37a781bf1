import { type APIRequestContext, expect, test } from "@playwright/test";

async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

const ids = (html: string) => new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));

test("no page in the sitemap links to a missing page or a missing anchor", async ({ request, baseURL }) => {
  const pages = await sitemapPaths(request);
  expect(pages.length).toBeGreaterThan(20);
  const html = new Map<string, string>();
  const status = new Map<string, number>();
  const fetchPage = async (path: string) => {
    if (!status.has(path)) {
      const response = await request.get(path);
      status.set(path, response.status());
      html.set(path, await response.text());
    }
    return status.get(path);
  };

  const broken: string[] = [];
  for (const page of pages) {
    expect(await fetchPage(page), page).toBe(200);
    const hrefs = [...(html.get(page) ?? "").matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1] ?? "");
    for (const href of new Set(hrefs)) {
      const url = new URL(href, new URL(page, baseURL));
      if (url.origin !== new URL(baseURL ?? "").origin) continue;
      if ((await fetchPage(url.pathname)) === 404) {
        broken.push(`${page} -> ${href} (404)`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !ids(html.get(url.pathname) ?? "").has(anchor)) broken.push(`${page} -> ${href} (no #${anchor})`);
    }
  }
  expect(broken).toEqual([]);
});

test("the crawl would notice a broken link", async ({ request }) => {
  expect((await request.get("/services/no-such-service")).status()).toBe(404);
});
