import { expect, test } from "@playwright/test";

const plans = [
  { id: "eco-start", name: "Eco Start", tier: "Starter", price: "$99", limit: "Up to 5 users" },
  { id: "green-edge", name: "Green Edge", tier: "Professional", price: "$299", limit: "Up to 50 users" },
  { id: "carbon-pro", name: "Carbon Pro", tier: "Enterprise", price: "Custom pricing", limit: "Unlimited users" },
];

test("the products page lists the three plans with prices, limits, feature status and links", async ({ page }) => {
  await page.goto("/products");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const plan of plans) {
    const card = page.getByRole("article", { name: plan.name });
    await expect(card.getByText(plan.tier)).toBeVisible();
    await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
    await expect(card.getByText(plan.limit)).toBeVisible();
    await expect(card.getByText(/^(Live|Beta)$/).first()).toBeVisible();
    await expect(card.getByRole("link", { name: `${plan.name} details` })).toHaveAttribute(
      "href",
      `/products/${plan.id}`,
    );
  }
  await expect(page.getByRole("article", { name: "Green Edge" }).getByText("Most Popular")).toBeVisible();
  const pro = page.getByRole("article", { name: "Carbon Pro" });
  await expect(pro.getByRole("listitem").filter({ hasText: "Marginal abatement cost curves" })).toContainText("Beta");
  await expect(pro.getByRole("listitem").filter({ hasText: "Custom data residency" })).toContainText("Live");
});

test("a plan's call to action opens the demo dialog", async ({ page }) => {
  await page.goto("/products");
  await page.getByRole("article", { name: "Carbon Pro" }).getByRole("button", { name: "Talk to Sales" }).click();
  await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();
});

for (const plan of plans) {
  test(`the ${plan.name} detail page`, async ({ page }) => {
    const response = await page.goto(`/products/${plan.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plan.name);
    await expect(page.getByText(plan.price, { exact: true })).toBeVisible();
    await expect(page.getByText(plan.limit)).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(crumbs.getByText(plan.name)).toHaveAttribute("aria-current", "page");
  });
}

test("navigating from the list to a detail page and back", async ({ page }) => {
  await page.goto("/products");
  await page.getByRole("link", { name: "Green Edge details" }).click();
  await expect(page).toHaveURL("/products/green-edge");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Green Edge");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL("/products");
});

test("an unknown product answers 404 and offers the way back", async ({ page }) => {
  const response = await page.goto("/products/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
  await page.getByRole("link", { name: "Back to Products" }).click();
  await expect(page).toHaveURL("/products");
  await expect(page.getByRole("article")).toHaveCount(3);
});

test("the products page carries the plans as valid JSON-LD", async ({ request }) => {
  const html = await (await request.get("/products")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
  expect(blocks).toHaveLength(1);
  const list = blocks[0];
  expect(list["@context"]).toBe("https://schema.org");
  const products = list.itemListElement.map((e: { item: Record<string, unknown> }) => e.item);
  expect(products.map((p: { name: string }) => p.name)).toEqual([
    "CarbonTracker Eco Start",
    "CarbonTracker Green Edge",
    "CarbonTracker Carbon Pro",
  ]);
  expect(products[0].offers).toMatchObject({ "@type": "Offer", price: "99.00", priceCurrency: "USD" });
  expect(products[1].offers).toMatchObject({ price: "299.00", priceCurrency: "USD" });
  expect(products[2].offers.price).toBeUndefined();
});

test("the home page carries the organisation as valid JSON-LD", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  const org = JSON.parse(match?.[1] ?? "null");
  expect(org).toMatchObject({
    "@type": "Organization",
    name: "CarbonTracker Technologies Private Limited",
    address: { addressLocality: "Noida", addressCountry: "IN" },
  });
});
