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
