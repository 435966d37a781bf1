import { expect, test } from "@playwright/test";

async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

const tag = (html: string, re: RegExp) => html.match(re)?.[1];

test("the sitemap lists every public page and no shells", async ({ request }) => {
  const paths = await sitemapPaths(request);
  for (const p of [
    "/",
    "/products",
    "/products/eco-start",
    "/products/green-edge",
    "/products/carbon-pro",
    "/terms-and-conditions",
    "/privacy-policy",
    "/carbonTracker-platform",
    "/emission-analytics",
    "/reporting-dashboard",
    "/reporting-dashboard/sample-report",
    "/services",
    "/services/carbon-assessment",
    "/services/emission-monitoring",
    "/services/verification-services",
    "/services/sustainability-consulting",
    "/services/training-programs",
    "/services/carbon-offsets",
  ]) {
    expect(paths).toContain(p);
  }
  expect(paths.filter((p) => p.includes("__"))).toEqual([]);
  expect(new Set(paths).size).toBe(paths.length);
});

test("robots.txt allows the site and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Allow: \/$/m);
  expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("every sitemap page has its own title, description and canonical, and a heading without JavaScript", async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = tag(html, /<title>([^<]+)<\/title>/);
    const description = tag(html, /<meta name="description" content="([^"]+)"/);
    const canonical = tag(html, /<link rel="canonical" href="([^"]+)"/);
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    expect(new URL(canonical ?? "").pathname, path).toBe(path);
    expect(tag(html, /<meta property="og:title" content="([^"]+)"/), path).toBe(title);
    expect(titles.has(title ?? ""), `duplicate title on ${path}`).toBe(false);
    expect(descriptions.has(description ?? ""), `duplicate description on ${path}`).toBe(false);
    titles.add(title ?? "");
    descriptions.add(description ?? "");
    const h1 = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "").trim());
    expect(h1, path).toHaveLength(1);
    expect(h1[0]?.length, path).toBeGreaterThan(2);
  }
});

test("pages read without JavaScript show their main heading", async ({ request }) => {
  const expected: Record<string, string> = {
    "/": "Measure, reduce and report your emissions with confidence",
    "/products": "Plans for every stage of your carbon journey",
    "/products/green-edge": "Green Edge",
    "/terms-and-conditions": "Terms and Conditions",
    "/privacy-policy": "Privacy Policy",
    "/emission-analytics": "Know what moved your emissions, and what will move them next",
    "/services": "From first inventory to assured report, with specialists beside you",
    "/services/training-programs": "Carbon accounting skills for every team that touches the numbers",
    "/services/carbon-offsets": "Credits for what you cannot yet cut, and nothing more",
    "/reporting-dashboard/sample-report": "Sample emissions report",
  };
  for (const [path, heading] of Object.entries(expected)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
  }
});
