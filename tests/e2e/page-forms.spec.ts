import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";
import { leadsExport, storedLeads } from "./leads-fixtures";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

type PageForm = {
  path: string;
  /** The form's section heading. */
  section: string;
  formType: string;
  submit: string;
  success: string;
  /** Fills every field with `email` as the visitor's address; returns what the stored lead must hold. */
  fill: (form: Locator, email: string) => Promise<Record<string, unknown>>;
};

const forms: PageForm[] = [
  {
    path: "/careers",
    section: "Tell us you're interested",
    formType: "Careers Interest",
    submit: "Send My Interest",
    success: "Thanks for your interest!",
    async fill(form, email) {
      await form.getByLabel("Name", { exact: true }).fill("Kavya Menon");
      await form.getByLabel("Email", { exact: true }).fill(email);
      await form.getByLabel("LinkedIn / GitHub / Portfolio").fill("https://github.com/kavya");
      await form.getByLabel("Role of interest").fill("Climate data analyst");
      await form.getByLabel("Location").fill("Bengaluru, India");
      await form.getByLabel("Message").fill("I build Scope 3 models for FMCG suppliers.");
      return { name: "Kavya Menon", profileUrl: "https://github.com/kavya", role: "Climate data analyst" };
    },
  },
  {
    path: "/press",
    section: "Send a press inquiry",
    formType: "Press Inquiry",
    submit: "Send Press Inquiry",
    success: "Press Inquiry Sent!",
    async fill(form, email) {
      await form.getByLabel("Name", { exact: true }).fill("Arjun Sharma");
      await form.getByLabel("Publication").fill("The Climate Ledger");
      await form.getByLabel("Email", { exact: true }).fill(email);
      await form.getByLabel("Deadline").fill("Friday 17:00 IST");
      await form.getByLabel("Topic").fill("BRSR Core assurance");
      await form.getByLabel("Questions").fill("How many listed companies use you for BRSR?");
      return { publication: "The Climate Ledger", deadline: "Friday 17:00 IST", topic: "BRSR Core assurance" };
    },
  },
  {
    path: "/partners",
    section: "Apply to become a partner",
    formType: "Partner Application",
    submit: "Apply to Partner",
    success: "Partner Application Received!",
    async fill(form, email) {
      await form.getByLabel("Organization").fill("Greenfield Advisory LLP");
      await form.getByLabel("Website").fill("https://greenfield.example.in");
      await form.getByLabel("Name", { exact: true }).fill("Nisha Kapoor");
      await form.getByLabel("Email", { exact: true }).fill(email);
      await form.getByLabel("Region(s)").fill("India (West), UAE");
      await form.getByLabel("Practice focus").fill("Assurance preparation");
      await form.getByLabel("Relevant certifications").fill("ISO 14064 lead verifier");
      await form.getByLabel("Sample clients").fill("Two cement plants, one logistics group");
      await form.getByLabel("Message").fill("We would like to become a Certified partner.");
      return { organization: "Greenfield Advisory LLP", regions: "India (West), UAE" };
    },
  },
  {
    path: "/aboutus",
    section: "Request a demo",
    formType: "About Demo Request",
    submit: "Request a Demo",
    success: "Demo Request Submitted Successfully!",
    async fill(form, email) {
      await form.getByLabel("Name", { exact: true }).fill("Sanjay Gupta");
      await form.getByLabel("Work email").fill(email);
      await form.getByLabel("Company", { exact: true }).fill("Gupta Textiles");
      await form.getByLabel("Facilities").fill("6");
      await form.getByLabel("Primary goal").fill("First BRSR filing");
      await form.getByLabel("Timeline").selectOption({ label: "This quarter (1-3 months)" });
      return { company: "Gupta Textiles", facilities: "6", timeline: "quarter" };
    },
  },
  {
    path: "/our-team",
    section: "Work with our team",
    formType: "Team Collaboration",
    submit: "Send Message",
    success: "Message Sent!",
    async fill(form, email) {
      await form.getByLabel("Name", { exact: true }).fill("Leela Das");
      await form.getByLabel("Email", { exact: true }).fill(email);
      await form.getByLabel("Company / Role").fill("Das Logistics, COO");
      await form.getByLabel("Topic").selectOption({ label: "Partner" });
      await form.getByLabel("Message").fill("We want to resell CarbonTracker to our fleet customers.");
      return { companyRole: "Das Logistics, COO", topic: "partner" };
    },
  },
];

async function openForm(page: Page, f: PageForm) {
  await withCookieChoice(page);
  await page.goto(f.path);
  await waitForHydration(page);
  const form = page.getByRole("region", { name: f.section }).locator("form");
  await expect(form.getByRole("button", { name: f.submit })).toBeEnabled();
  return form;
}

for (const f of forms) {
  test(`${f.path}: the ${f.formType} form is stored and appears in the leads export`, async ({ page, request }) => {
    const email = `${f.formType.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.in`;
    const form = await openForm(page, f);
    for (const input of await form.locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea").all()) {
      const id = await input.getAttribute("id");
      await expect(form.locator(`label[for="${id}"]`), `label of #${id}`).toBeVisible();
    }
    await expect(form.getByRole("textbox", { name: /email/i })).toHaveAttribute("type", "email");
    const expected = await f.fill(form, email);
    const consent = form.getByRole("checkbox", { name: /I agree/ });
    await expect(consent.locator("xpath=..").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await consent.check();
    const answer = page.waitForResponse((r) => r.url().endsWith("/forms/submissions"));
    await form.getByRole("button", { name: f.submit }).click();
    expect((await answer).status()).toBe(201);
    await expect(toast(page, f.success)).toBeVisible();
    await expect(form.getByRole("textbox", { name: /email/i })).toHaveValue("");
    await expect(consent).not.toBeChecked();

    expect(await leadsExport(request, f.formType)).toContain(email);
    const lead = (await storedLeads(request, f.formType)).find((l) => l.data.email === email);
    expect(lead?.data).toMatchObject({ ...expected, consent: true });
  });
}

test("a submission our server refuses keeps the input and says so", async ({ page, request }) => {
  const team = forms.find((f) => f.formType === "Team Collaboration")!;
  const email = `refused-${Date.now()}@example.in`;
  // The real server judges a submission altered on its way: its refusal reaches the form as it would.
  await page.route("**/forms/submissions", async (route) => {
    const body = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify({ ...body, data: { ...body.data, topic: "gossip" } }) });
  });
  const form = await openForm(page, team);
  await team.fill(form, email);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith("/forms/submissions"));
  await form.getByRole("button", { name: team.submit }).click();
  expect((await answer).status()).toBe(422);
  await expect(toast(page, "Submission Error")).toContainText(
    "There was an error sending your message. Please try again or contact us directly.",
  );
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(form.getByLabel("Message")).toHaveValue("We want to resell CarbonTracker to our fleet customers.");
  await expect(form.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
  expect(await leadsExport(request, team.formType)).not.toContain(email);
});

test("without consent nothing is sent: Consent Required, and the reason beside the box", async ({ page }) => {
  const careers = forms[0]!;
  const sent: string[] = [];
  page.on("request", (r) => r.url().endsWith("/forms/submissions") && sent.push(r.url()));
  const form = await openForm(page, careers);
  await careers.fill(form, "no-consent@example.in");
  await form.getByRole("button", { name: careers.submit }).click();
  await expect(toast(page, "Consent Required")).toContainText("Please provide consent to process your information.");
  await expect(form.getByText("Please provide consent to process your information.")).toBeVisible();
  await expect(form.getByRole("checkbox", { name: /I agree/ })).toHaveAttribute("aria-invalid", "true");
  expect(sent).toHaveLength(0);
});

test("missing and malformed fields are named beside them, and the submit button shows it is busy", async ({ page }) => {
  const team = forms.find((f) => f.formType === "Team Collaboration")!;
  const form = await openForm(page, team);
  await form.getByLabel("Email", { exact: true }).fill("not-an-email");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: team.submit }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Please choose a topic")).toBeVisible();
  await expect(form.getByText("Message is required")).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toBeFocused();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/forms/submissions", async (route) => {
    await held;
    await route.continue();
  });
  await team.fill(form, `busy-${Date.now()}@example.in`);
  await form.getByRole("button", { name: team.submit }).click();
  const busy = form.getByRole("button", { name: "Sending Message…" });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  release();
  await expect(toast(page, "Message Sent!")).toBeVisible();
});

test("the toast code comes with the first edit, not the page, so a later failure is still told", async ({ page }) => {
  const team = forms.find((f) => f.formType === "Team Collaboration")!;
  const form = await openForm(page, team);
  await page.waitForLoadState("networkidle");
  const toaster = page.locator("section[aria-label^='Notifications']");
  await expect(toaster).toHaveCount(0);
  await team.fill(form, `late-failure-${Date.now()}@example.in`);
  await expect(toaster).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  // From here no more code arrives, and the server refuses the submission.
  await page.route("**/assets/**", (route) => route.abort("internetdisconnected"));
  await page.route("**/forms/submissions", async (route) => {
    const body = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify({ ...body, data: { ...body.data, topic: "gossip" } }) });
  });
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: team.submit }).click();
  await expect(toast(page, "Submission Error")).toBeVisible();
});
