import { expect, test } from "@playwright/test";

test("an unknown path answers 404, shows the not-found screen and logs the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => errors.push(msg.text()));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => errors.some((e) => e.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the not-found screen offers places to start: the plans, the knowledge base, the API and support", async ({
  page,
}) => {
  await page.goto("/products/eco-start/extra");
  const places = page.getByRole("navigation", { name: "Places to start" });
  for (const [name, href] of [
    [/^Products & Plans/, "/products"],
    [/^Knowledge Base/, "/resources/knowledge-base"],
    [/^API Documentation/, "/api"],
    [/^Support Center/, "/support"],
  ] as const) {
    await expect(places.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await places.getByRole("link", { name: /^Support Center/ }).click();
  await expect(page).toHaveURL("/support");
});
