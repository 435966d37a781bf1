import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";
import { type DialogName, expectOpensDialog } from "./dialog-fixtures";

/** The six pages of the solution template, with every dialog button each shows (hero and closing call to action). */
const pages: Record<string, { h1: string; buttons: [string, DialogName][] }> = {
  "/emission-analytics": {
    h1: "Know what moved your emissions, and what will move them next",
    buttons: [
      ["Book a Demo", "demo"],
      ["Explore Live Sandbox", "sandbox"],
      ["Talk to Sales", "sales"],
    ],
  },
  "/carbonTracker-platform": {
    h1: "One ledger for every tonne your business emits",
    buttons: [
      ["Book a Demo", "demo"],
      ["Explore Live Sandbox", "sandbox"],
      ["Talk to Sales", "sales"],
    ],
  },
  "/reporting-dashboard": {
    h1: "Reports your board reads and your auditor accepts",
    buttons: [
      ["Book a Demo", "demo"],
      ["Request Quote", "sales"],
    ],
  },
  "/services/carbon-assessment": {
    h1: "A baseline you can defend, in weeks",
    buttons: [
      ["Schedule a Consultation", "contact"],
      ["Request Quote", "sales"],
      ["Talk to an Expert", "contact"],
    ],
  },
  "/services/emission-monitoring": {
    h1: "Emissions data that arrives on its own, checked",
    buttons: [
      ["Talk to an Expert", "contact"],
      ["Explore Live Sandbox", "sandbox"],
      ["Request Quote", "sales"],
      ["Book a Demo", "demo"],
    ],
  },
  "/services/verification-services": {
    h1: "Walk into assurance with the evidence already in order",
    buttons: [
      ["Schedule a Consultation", "contact"],
      ["Talk to an Expert", "contact"],
      ["Request Quote", "sales"],
    ],
  },
};

const sections = [
  ["Overview", "overview"],
  ["The problem", "problem"],
  ["Our solution", "solution"],
  ["Who it is for", "who"],
  ["Outcomes", "outcomes"],
  ["Capabilities", "capabilities"],
  ["How it works", "how-it-works"],
  ["FAQs", "faqs"],
  ["Get started", "get-started"],
] as const;

const contents = (page: Page) => page.getByRole("navigation", { name: "On this page" });

async function open(page: Page, path: string) {
  await withCookieChoice(page);
  await page.goto(path);
  await waitForHydration(page);
}

for (const [path, { h1, buttons }] of Object.entries(pages)) {
  test.describe(path, () => {
    test("every contents link leads to a section of the page, in order", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const links = contents(page).getByRole("link");
      const labels = await links.allTextContents();
      const expected = sections.map(([label]) => label);
      // Between How it works and FAQs the analytics page adds its ROI calculator, and the pages that discuss India's
      // disclosures their free calculators.
      expect(labels.filter((l) => l !== "ROI calculator" && l !== "Free calculators")).toEqual(expected);
      for (const [label, id] of sections) {
        await expect(contents(page).getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `#${id}`);
        await expect(page.locator(`#${id}`)).toHaveCount(1);
      }
    });

    test("each dialog button opens its dialog and gives focus back", async ({ page }) => {
      await open(page, path);
      for (const [name, dialog] of buttons) {
        const all = page.getByRole("main").getByRole("button", { name, exact: true });
        const count = await all.count();
        expect(count, name).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) await expectOpensDialog(page, all.nth(i), dialog);
      }
    });
  });
}

test.describe("contents", () => {
  test("on a wide screen a contents link scrolls to its section and marks it as the one in view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/services/emission-monitoring");
    const nav = contents(page);
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "location");
    await nav.getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/#faqs$/);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "FAQs" })).toHaveAttribute("aria-current", "location");
    await expect(nav.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current", "location");
    // The sidebar stays in view while the page scrolls.
    await expect(nav).toBeInViewport();
    await nav.getByRole("link", { name: "Capabilities" }).click();
    await expect(page.getByRole("heading", { name: "What we set up" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Capabilities" })).toHaveAttribute("aria-current", "location");
  });

  test("on a phone the contents are a disclosure at the top that opens, and its links scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/reporting-dashboard");
    const nav = contents(page);
    const how = nav.getByRole("link", { name: "How it works" });
    await expect(how).toBeHidden();
    await nav.getByText("On this page", { exact: true }).click();
    await expect(how).toBeVisible();
    await how.click();
    await expect(page.getByRole("heading", { name: "How it works", level: 2 })).toBeInViewport();
  });

  test("the contents work before the page's scripts run", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/services/carbon-assessment");
    await contents(page).getByRole("link", { name: "How it works" }).click();
    await expect(page.getByRole("heading", { name: "How it works", level: 2 })).toBeInViewport();
    await context.close();
  });
});

test.describe("FAQs", () => {
  test("open and close with the keyboard", async ({ page }) => {
    await open(page, "/carbonTracker-platform");
    // A native disclosure: its summary takes the focus (it has no ARIA role of its own to find it by).
    const question = page.locator("summary").filter({ hasText: "Where is our data hosted?" });
    const answer = page.getByText(/^Hosted in ap-south-1 \(India\) by default\./);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
  });
});

test.describe("JSON-LD", () => {
  test("a product page describes a Product and its FAQs, from what the page shows", async ({ request }) => {
    const html = await (await request.get("/emission-analytics")).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "null"),
    );
    const product = data.find((d) => d["@type"] === "Product");
    expect(product.name).toBe("CarbonTracker Emission Analytics");
    expect(product.offers.lowPrice).toBe("99.00");
    const faq = data.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toContain(
      "Can I see location-based and market-based Scope 2 together?",
    );
    expect(html).toContain("Can I see location-based and market-based Scope 2 together?</span>");
  });

  test("a service page describes a Service", async ({ request }) => {
    const html = await (await request.get("/services/verification-services")).text();
    const [service] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "null"))
      .filter((d) => d["@type"] === "Service");
    expect(service.name).toBe("Verification & Assurance");
    expect(service.provider.name).toBe("CarbonTracker Technologies Private Limited");
  });
});

test("a page reached from the header menu, without a reload, gets its content from the build", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/");
  // A mark on the window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  const data = page.waitForResponse((r) => new URL(r.url()).pathname === "/emission-analytics.data");
  await page.getByRole("banner").getByRole("button", { name: "Platform" }).click();
  await page.getByRole("menuitem", { name: "Emission Analytics" }).click();
  expect((await data).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Know what moved your emissions, and what will move them next",
  );
  await expect(page.getByRole("region", { name: "Estimate the time you get back" }).getByRole("status")).toContainText(
    "12 hours",
  );
  expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
});
