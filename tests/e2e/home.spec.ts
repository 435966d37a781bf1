import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./chrome-fixtures";

const activeDot = (page: Page) =>
  page.getByRole("button", { name: /^Go to slide \d$/ }).and(page.locator("[aria-current=true]"));
/** Fakes time and holds it still, so only runFor() moves it. Wait for hydration after loading: timers start then. */
async function stopTime(page: Page) {
  const start = new Date("2026-01-05T09:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

const carousel = (page: Page) => page.getByRole("region", { name: "Dashboard examples" });

test.describe("hero", () => {
  test("Discover More goes to the products page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Measure, reduce and report/);
    await page.getByRole("link", { name: "Discover More" }).click();
    await expect(page).toHaveURL("/products");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Watch Demo opens the demo request dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Watch Demo" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();
  });

  test("shows three highlights and the marketing figures", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("list", { name: "Why CarbonTracker" }).getByRole("listitem")).toHaveCount(3);
    const figures = page.getByRole("list", { name: "CarbonTracker in numbers" });
    const expected: [string, string][] = [
      ["5+", "industries"],
      ["50K+", "emissions tracked daily"],
      ["99%", "satisfaction"],
      ["24/7", "support"],
    ];
    for (const [value, label] of expected) {
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
      await expect(figures.getByText(new RegExp(label))).toBeVisible();
    }
  });
});

test.describe("product showcase carousel", () => {
  test("advances every 5000 ms", async ({ page }) => {
    await stopTime(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await page.clock.runFor(4900);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await page.clock.runFor(200);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");
    await expect(carousel(page).getByRole("group", { name: /^2 of 4/ })).not.toHaveAttribute("aria-hidden");
    await page.clock.runFor(5000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 3");
  });

  test("arrows and dots change the slide", async ({ page }) => {
    await page.goto("/");
    const region = carousel(page);
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");
    await region.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 4");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 4");
    await expect(region.getByRole("img", { name: "Marginal abatement cost curve" })).toBeVisible();
  });

  test("a swipe moves to the next or the previous slide, and the slide in view is the one marked", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const picture = carousel(page).getByRole("group", { name: /^1 of 4/ });
    await picture.scrollIntoViewIfNeeded();
    const box = (await picture.boundingBox())!;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(box.x + from, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + to, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(box.width * 0.8, box.width * 0.2);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");
    const second = carousel(page).getByRole("group", { name: /^2 of 4/ });
    await expect(second).not.toHaveAttribute("aria-hidden");
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await swipe(box.width * 0.2, box.width * 0.8);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await swipe(box.width * 0.5, box.width * 0.5 + 10); // a tap or a small drag changes nothing
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
  });

  test("pauses while hovered and while focus is inside", async ({ page }) => {
    await stopTime(page);
    await page.goto("/");
    await waitForHydration(page);
    await carousel(page).getByRole("img", { name: "Emissions by scope" }).hover();
    await page.clock.runFor(12_000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await page.mouse.move(0, 0);
    await page.clock.runFor(5100);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");

    await carousel(page).getByRole("button", { name: "Go to slide 3" }).focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");
  });

  test("does not auto-advance when reduced motion is preferred", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await stopTime(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await page.clock.runFor(20_000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");
    await context.close();
  });

  test("every slide has a text alternative", async ({ page }) => {
    await page.goto("/");
    for (const name of [
      "Emissions by scope",
      "Monthly emissions trend",
      "Facility performance",
      "Marginal abatement cost curve",
    ]) {
      // Each picture is drawn twice, for phones and wider screens; both carry the text alternative.
      const drawings = await carousel(page).getByRole("img", { name, includeHidden: true }).all();
      expect(drawings).toHaveLength(2);
      for (const img of drawings) await expect(img).toHaveAccessibleDescription(/tCO2e/);
    }
  });

  test("Explore Dashboard, four feature cards and four stat cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Explore Dashboard" })).toHaveAttribute("href", "/reporting-dashboard");
    await expect(page.getByRole("list", { name: "Platform features" }).getByRole("heading", { level: 3 })).toHaveCount(
      4,
    );
    const results = page.getByRole("list", { name: "Platform results" });
    for (const value of ["95%", "40%", "12+", "99.9%"]) {
      await expect(results.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(results.getByText(/accuracy/)).toBeVisible();
    await expect(results.getByText(/average emission reduction/)).toBeVisible();
    await expect(results.getByText(/clients/)).toBeVisible();
    await expect(results.getByText(/uptime/)).toBeVisible();
  });
});

test("the demo preview plays for 3 seconds, then returns to idle", async ({ page }) => {
  await stopTime(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Watch Interactive Demo" }).click();
  await expect(page.getByText("Playing demo…")).toBeVisible();
  await expect(page.getByRole("button", { name: "Watch Interactive Demo" })).toHaveCount(0);
  const progress = page.getByRole("progressbar", { name: "Demo progress" });
  await page.clock.runFor(1500);
  await expect(progress).toHaveAttribute("aria-valuenow", "50");
  await page.clock.runFor(1400);
  await expect(page.getByText("Playing demo…")).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByText("Playing demo…")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Watch Interactive Demo" })).toBeVisible();
});

test("the services section links to each service page and to the services overview", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: /^Services that get you/ });
  const expected = {
    "Carbon Assessment": "/services/carbon-assessment",
    "Emission Monitoring": "/services/emission-monitoring",
    "Verification & Assurance": "/services/verification-services",
    "Sustainability Consulting": "/services/sustainability-consulting",
    "Training Programs": "/services/training-programs",
    "Carbon Offsets": "/services/carbon-offsets",
  };
  await expect(section.getByRole("listitem").getByRole("link")).toHaveCount(6);
  for (const [name, href] of Object.entries(expected)) {
    await expect(section.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(section.getByRole("link", { name: "See how we deliver" })).toHaveAttribute("href", "/services");
});

test("the contact section shows the company's details", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Talk to our team" });
  await expect(section.getByRole("link", { name: "sales@carbontracker.co.in" })).toHaveAttribute(
    "href",
    "mailto:sales@carbontracker.co.in",
  );
  await expect(section.getByRole("link", { name: "+91 120 456 7890" })).toHaveAttribute("href", "tel:+911204567890");
  await expect(section.getByText(/Noida, Uttar Pradesh 201301/)).toBeVisible();
});
