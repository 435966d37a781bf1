import type { APIRequestContext } from "@playwright/test";

/** The browser tests' server runs with this admin token, so tests can read the leads export as the team does. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-for-browser-tests-only";

/** The leads export (`GET /admin/submissions?format=csv`, what `npm run leads -- export` reads) for one form type. */
export async function leadsExport(request: APIRequestContext, formType: string): Promise<string> {
  const response = await request.get(`/admin/submissions?format=csv&type=${encodeURIComponent(formType)}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`leads export answered ${response.status()}`);
  return response.text();
}

/** The stored submissions of one form type, with their data, as the admin endpoint lists them. */
export async function storedLeads(request: APIRequestContext, formType: string) {
  const response = await request.get(`/admin/submissions?type=${encodeURIComponent(formType)}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`admin submissions answered ${response.status()}`);
  return ((await response.json()) as { data: { formType: string; data: Record<string, unknown> }[] }).data;
}
