import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { accountFor, emailsTo, linkIn, openDemo, signIn, verifiedPerson } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

const file = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

/** A confirmed account, signed in in a browser of its own. */
async function person(browser: Browser, request: APIRequestContext, tag: string) {
  const email = await accountFor(request, tag);
  const page = await (await browser.newContext()).newPage();
  await withCookieChoice(page);
  await page.goto(await linkIn(request, email, "/verify-email"));
  await expect(page.getByRole("status")).toContainText("Your email address is confirmed.");
  return { email, page };
}

/** The invitation link in the newest email to the address, as the path the browser opens. */
async function invitationLink(request: APIRequestContext, to: string) {
  let link: string | undefined;
  await expect(async () => {
    link = (await emailsTo(request, to))
      .map((m) => /https?:\/\/\S+\/console#invitation=[\w-]+/.exec(m.text)?.[0])
      .find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return new URL(link!).pathname + new URL(link!).hash;
}

async function invite(page: Page, email: string, role: string, endsOn?: string) {
  await page.getByRole("button", { name: "Invite a member" }).click();
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("combobox", { name: "Role" }).selectOption({ label: role });
  if (endsOn) await page.getByLabel("Access ends (optional)").fill(endsOn);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** Opens the invitation link signed out, signs in (the invitation waits in the tab), and joins. */
async function join(page: Page, request: APIRequestContext, email: string, workspace: string) {
  await page.goto(await invitationLink(request, email));
  await expect(page.getByText("You have an invitation to a workspace.")).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await page.goto("/console");
  const offer = page.getByRole("region", { name: "You are invited to a workspace" });
  await expect(offer).toContainText(`Join ${workspace} as`);
  await offer.getByRole("button", { name: `Join ${workspace}` }).click();
  await expect(page.getByRole("combobox", { name: "Workspace", exact: true })).toHaveValue(/.+/);
  await expect(page.getByRole("combobox", { name: "Workspace", exact: true }).locator("option:checked")).toHaveText(
    `${workspace} (member)`,
  );
}

async function checkWater(page: Page, month: string, kl: number) {
  await page.goto("/console/water-and-waste");
  await page
    .getByLabel("Sheet (CSV or XLSX)")
    .setInputFiles(file(`water-${kl}.csv`, `Plant,Month,Borewell (kL)\nPune Assembly Plant,${month},${kl}`));
  await page.getByRole("button", { name: "Check the sheet" }).click();
}

async function storeWater(page: Page, month: string, kl: number) {
  await checkWater(page, month, kl);
  await page.getByRole("button", { name: "Store 1 water record" }).click();
}

test("an owner invites a preparer and an auditor; the preparer prepares, the owner signs off, the auditor checks", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await verifiedPerson(page, request, "members-owner");
  await openDemo(page);
  const workspace = "Demo Manufacturing Pvt Ltd";

  const preparer = await person(browser, request, "members-preparer");
  const auditor = await person(browser, request, "members-auditor");
  await page.goto("/console/members");
  await expect(page.getByText("Your role here: Owner.")).toBeVisible();
  await invite(page, preparer.email, "Preparer");
  await invite(page, auditor.email, "Auditor", "2027-03-31");
  const members = page.getByRole("table", { name: "Members of the workspace" });
  await expect(members.getByRole("row", { name: new RegExp(auditor.email) })).toContainText("Invited");
  await expect(members.getByRole("row", { name: new RegExp(auditor.email) })).toContainText("31 Mar 2027");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The preparer joins, stores a month of the year and sends the year for review.
  await join(preparer.page, request, preparer.email, workspace);
  await storeWater(preparer.page, "Mar 2026", 17);
  await expect(preparer.page.getByText(/Stored 1 water record/)).toBeVisible();
  await preparer.page.goto("/console/brsr-core?year=2025-26");
  const preparerReview = preparer.page.getByRole("region", { name: "Review and sign-off of FY 2025-26" });
  await expect(preparerReview.getByRole("button", { name: "Sign off FY 2025-26" })).toHaveCount(0);
  await preparerReview.getByRole("button", { name: "Send for review" }).click();
  await expect(preparerReview).toContainText("In review");

  // The owner, as reviewer, signs it off: someone else prepared it.
  await page.goto("/console/brsr-core?year=2025-26");
  const review = page.getByRole("region", { name: "Review and sign-off of FY 2025-26" });
  await review.getByRole("button", { name: "Sign off FY 2025-26" }).click();
  await expect(review).toContainText("Signed off: locked");
  await expect(review).not.toContainText("who also prepared it");

  // The preparer's next upload to that year is refused.
  await storeWater(preparer.page, "Feb 2026", 19);
  await expect(
    preparer.page.getByText(/FY 2025-26 is signed off: nothing in it changes until it is reopened/),
  ).toBeVisible();

  // The auditor joins, reads the trail, downloads the pack, and cannot write.
  await join(auditor.page, request, auditor.email, workspace);
  await auditor.page.goto("/console/audit-trail");
  const trail = auditor.page.getByRole("table", { name: /Audit events/ });
  await expect(trail).toContainText("Sign off period");
  await auditor.page.getByLabel("What").selectOption({ label: "Members and roles" });
  await expect(trail).toContainText("Join workspace");
  await expect(trail).not.toContainText("Sign off period");
  await auditor.page.getByLabel("What").selectOption("");
  await auditor.page.goto("/console/brsr-core?year=2025-26");
  const auditorReview = auditor.page.getByRole("region", { name: "Review and sign-off of FY 2025-26" });
  await expect(auditorReview.getByRole("button", { name: "Reopen" })).toHaveCount(0);
  const [pack] = await Promise.all([
    auditor.page.waitForEvent("download"),
    auditorReview.getByRole("button", { name: "Download assurance pack" }).click(),
  ]);
  expect(pack.suggestedFilename()).toBe("assurance-pack-FY2025-26.zip");
  await checkWater(auditor.page, "Apr 2026", 23);
  await expect(auditor.page.getByText("Your role in this workspace does not allow this.")).toBeVisible();
  await auditor.page.goto("/console/members");
  await expect(auditor.page.getByText("Your role here: Auditor.")).toBeVisible();
  await expect(auditor.page.getByRole("button", { name: "Invite a member" })).toHaveCount(0);

  // The owner reopens with a reason, and the trail shows it.
  await review.getByRole("button", { name: "Reopen" }).click();
  await review.getByLabel("Why must FY 2025-26's figures change?").fill("The February borewell reading came late");
  await review.getByRole("button", { name: "Reopen FY 2025-26" }).click();
  await expect(review).toContainText("Draft: figures may change");
  await auditor.page.goto("/console/audit-trail");
  await expect(trail).toContainText("Reopen period");
  await expect(trail).toContainText("The February borewell reading came late");
});
