import { expect, test } from "@playwright/test";

test("the terms state their date, governing law, arbitration seat and minimum age", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  await expect(page.getByText("28 August 2024")).toBeVisible();
  await expect(page.getByText(/laws of India/)).toBeVisible();
  await expect(page.getByText(/seat and venue of arbitration is Noida/)).toBeVisible();
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  for (const heading of [
    "Acceptable use",
    "Accounts and access",
    "Subscriptions and fees",
    "Intellectual property",
    "Confidentiality",
    "Limitation of liability",
    "Suspension and termination",
    "Changes to these terms",
    "Contact",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${heading}$`) })).toBeVisible();
  }
  await expect(page.getByText(/Eco Start \(Starter\): \$99 per month/)).toBeVisible();
});

test("the contents list jumps to its section", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  const contents = page.getByRole("navigation", { name: "Contents" });
  await contents.getByRole("link", { name: /Governing law and disputes/ }).click();
  await expect(page).toHaveURL(/#governing-law$/);
  await expect(page.getByRole("heading", { name: /Governing law and disputes/ })).toBeInViewport();
});

test("the privacy policy covers forms, retention, cookies, rights and the grievance officer", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByText(/DPDP Act/).first()).toBeVisible();
  await expect(page.getByText(/GDPR/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Under India's DPDP Act 2023" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Under the GDPR" })).toBeVisible();
  const forms = page.getByRole("table", { name: "Personal data collected by each form on this website" });
  for (const form of [
    "Demo request",
    "Sales inquiry",
    "Contact",
    "Support request",
    "Newsletter",
    "Careers interest",
    "Press inquiry",
    "Partner application",
  ]) {
    await expect(forms.getByRole("rowheader", { name: form, exact: true })).toBeVisible();
  }
  const cookies = page.getByRole("table", { name: "Cookie categories" });
  for (const category of ["Essential", "Functional", "Analytics", "Marketing"]) {
    await expect(cookies.getByRole("rowheader", { name: category })).toBeVisible();
  }
  await expect(page.getByText(/ap-south-1/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /Grievance Officer/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy@carbontracker.co.in" }).first()).toHaveAttribute(
    "href",
    "mailto:privacy@carbontracker.co.in",
  );
});
