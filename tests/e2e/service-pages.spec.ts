import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";
import { expectOpensDialog } from "./dialog-fixtures";

async function open(page: Page, path: string) {
  await withCookieChoice(page);
  await page.goto(path);
  await waitForHydration(page);
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("/services", () => {
  const offerings: [string, string][] = [
    ["Carbon Assessment", "/services/carbon-assessment"],
    ["Emission Monitoring", "/services/emission-monitoring"],
    ["Verification & Assurance", "/services/verification-services"],
    ["Sustainability Consulting", "/services/sustainability-consulting"],
    ["Training Programs", "/services/training-programs"],
    ["Carbon Offsets", "/services/carbon-offsets"],
  ];

  test("the hero opens the consultation and sandbox dialogs", async ({ page }) => {
    await open(page, "/services");
    const hero = region(page, "From first inventory to assured report, with specialists beside you");
    await expectOpensDialog(page, hero.getByRole("button", { name: "Book a Consultation" }), "contact");
    await expectOpensDialog(page, hero.getByRole("button", { name: "Explore Live Sandbox" }), "sandbox");
  });

  test("why services has four cards", async ({ page }) => {
    await open(page, "/services");
    await expect(region(page, "Why Services").getByRole("listitem")).toHaveCount(4);
  });

  test("the six offerings each lead to their page and open the demo dialog", async ({ page }) => {
    await open(page, "/services");
    const list = region(page, "Our services");
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(offerings.map(([name]) => name));
    for (const [name, href] of offerings) {
      await expect(list.getByRole("link", { name: `Learn More about ${name}` })).toHaveAttribute("href", href);
      await expectOpensDialog(page, list.getByRole("button", { name: `Talk to Expert about ${name}` }), "demo");
    }
    await list.getByRole("link", { name: "Learn More about Carbon Offsets" }).click();
    await expect(page).toHaveURL("/services/carbon-offsets");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Credits for what you cannot yet cut, and nothing more",
    );
  });

  test("How We Deliver lists the six steps in order", async ({ page }) => {
    await open(page, "/services");
    const steps = region(page, "How We Deliver").getByRole("listitem").getByRole("heading");
    await expect(steps).toHaveText([
      "Step 1: Discover",
      "Step 2: Connect",
      "Step 3: Validate",
      "Step 4: Analyze",
      "Step 5: Report",
      "Step 6: Assure",
    ]);
  });

  test("security and compliance badges, then a closing call to action", async ({ page }) => {
    await open(page, "/services");
    const badges = region(page, "Security and Compliance");
    for (const badge of ["TLS 1.2+ in transit", "AES-256 encryption at rest", "SSO and MFA", "GHG Protocol", "BRSR"]) {
      await expect(badges.getByText(badge, { exact: true })).toBeVisible();
    }
    const cta = region(page, "Tell us where you are starting from");
    await expectOpensDialog(page, cta.getByRole("button", { name: "Book a Consultation" }), "contact");
    await expectOpensDialog(page, cta.getByRole("button", { name: "Book a Demo" }), "demo");
  });
});

test.describe("/services/training-programs", () => {
  test("the five paths with their days and hours", async ({ page }) => {
    await open(page, "/services/training-programs");
    const paths = region(page, "Learning paths")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    const expected: [string, string][] = [
      ["Foundations", "2 days · 16 hours"],
      ["Practitioner", "3 days · 24 hours"],
      ["Advanced Analytics", "2 days · 16 hours"],
      ["Reporting & Assurance", "2 days · 16 hours"],
      ["Supplier Engagement", "1 day · 8 hours"],
    ];
    await expect(paths.getByRole("heading", { level: 3 })).toHaveText(expected.map(([name]) => name));
    for (const [name, length] of expected) {
      const card = paths.filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card.getByText(length, { exact: true })).toBeVisible();
      await expect(card.getByRole("heading", { name: "Syllabus" })).toBeVisible();
    }
  });

  test("audiences, formats and logistics", async ({ page }) => {
    await open(page, "/services/training-programs");
    await expect(region(page, "Who it is for").getByRole("heading", { level: 3 })).toHaveText([
      "Sustainability",
      "Plant Ops",
      "Finance/Controllership",
      "Procurement",
      "IT/Data",
    ]);
    await expect(region(page, "Formats").getByRole("heading", { level: 3 })).toHaveText([
      "Live virtual",
      "Onsite",
      "Hybrid",
    ]);
    await expect(region(page, "Logistics")).toContainText("8-20 participants");
  });

  test("course pack, schedule and quote open the contact dialog", async ({ page }) => {
    await open(page, "/services/training-programs");
    for (const name of ["Request a Course Pack", "View Schedule", "Request Quote"]) {
      await expectOpensDialog(page, page.getByRole("main").getByRole("button", { name }).first(), "contact");
    }
  });
});

test.describe("/services/sustainability-consulting", () => {
  test("the approach, then the three tiers with their durations", async ({ page }) => {
    await open(page, "/services/sustainability-consulting");
    await expect(region(page, "Our approach").getByRole("heading", { level: 3 })).toHaveText([
      "Stage 1: Discover",
      "Stage 2: Diagnose",
      "Stage 3: Design",
      "Stage 4: Deliver",
      "Stage 5: Drive",
    ]);
    const tiers = region(page, "Engagement tiers");
    for (const [tier, duration] of <[string, string][]>[
      ["Rapid", "4-6 weeks"],
      ["Comprehensive", "8-12 weeks"],
      ["Enterprise", "Custom"],
    ]) {
      const card = tiers.getByRole("listitem").filter({ has: page.getByRole("heading", { name: tier, exact: true }) });
      await expect(card.getByText(duration, { exact: true })).toBeVisible();
      await expectOpensDialog(page, card.getByRole("button", { name: `Download Scope for ${tier}` }), "contact");
    }
    await expect(region(page, "Pricing")).toContainText("Fixed fee plus milestones, by quote.");
  });

  test("consultation and scope buttons open the contact dialog; related services link to their pages", async ({
    page,
  }) => {
    await open(page, "/services/sustainability-consulting");
    const main = page.getByRole("main");
    await expectOpensDialog(page, main.getByRole("button", { name: "Schedule a Consultation" }).first(), "contact");
    await expectOpensDialog(page, main.getByRole("button", { name: "Download Scope & Sample" }).first(), "contact");
    const related = region(page, "Related services");
    for (const [name, href] of <[string, string][]>[
      ["Carbon Assessment", "/services/carbon-assessment"],
      ["Emission Analytics", "/emission-analytics"],
      ["Reporting Dashboard", "/reporting-dashboard"],
    ]) {
      await expect(related.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});

test.describe("/services/carbon-offsets", () => {
  test("states the limits of offsetting and opens the contact dialog", async ({ page }) => {
    await open(page, "/services/carbon-offsets");
    await expect(region(page, "What offsets cannot do")).toContainText("They do not reduce your own emissions");
    await expect(region(page, "How we curate")).toContainText("From brief to shortlist in 1-2 weeks.");
    await expect(region(page, "Registries and standards")).toContainText("Gold Standard");
    await expectOpensDialog(
      page,
      page.getByRole("main").getByRole("button", { name: "Talk to an Expert" }).first(),
      "contact",
    );
  });
});

test.describe("sample report", () => {
  test("See Sample Report on the reporting dashboard opens the printable report", async ({ page }) => {
    await open(page, "/reporting-dashboard");
    await page.getByRole("link", { name: "See Sample Report" }).click();
    await expect(page).toHaveURL("/reporting-dashboard/sample-report");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample emissions report");
    await expect(page.getByRole("note")).toContainText("Demo data.");
    await expect(page.getByText("Demo Manufacturing Pvt Ltd", { exact: true })).toBeVisible();
    // The demo tenant's year (components/charts/report-figures.test.ts checks its figures against the demo data):
    // the table states each scope and a total that is their sum.
    const byScope = page.getByRole("region", { name: /^Emissions by scope, \w{3} \d{4} – \w{3} \d{4}$/ });
    const tonnes = async (name: RegExp) =>
      Number((await byScope.getByRole("row", { name }).getByRole("cell").first().innerText()).replace(/,/g, ""));
    const scopes = [await tonnes(/^Scope 1/), await tonnes(/^Scope 2/), await tonnes(/^Scope 3/)];
    for (const t of scopes) expect(t).toBeGreaterThan(0);
    expect(await tonnes(/^Total/)).toBe(scopes[0]! + scopes[1]! + scopes[2]!);
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  });

  test("See sample on the assessment page and the evidence binder link on the verification page", async ({ page }) => {
    await open(page, "/services/carbon-assessment");
    await page.getByRole("link", { name: "See sample", exact: true }).click();
    await expect(page).toHaveURL("/reporting-dashboard/sample-report");
    await open(page, "/services/verification-services");
    await page.getByRole("link", { name: "See Sample Evidence Binder" }).click();
    await expect(page).toHaveURL("/reporting-dashboard/sample-report#evidence-binder");
    await expect(page.getByRole("heading", { name: "7. Evidence binder" })).toBeInViewport();
  });

  test("prints without the site's chrome", async ({ page }) => {
    await open(page, "/reporting-dashboard/sample-report");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "7. Evidence binder" })).toBeVisible();
  });
});
