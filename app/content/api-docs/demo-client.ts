/**
 * The public demo client: its tenant holds demo data only, and its credentials are published (on /api and in
 * docs/api-sandbox.md).
 * The examples use its id, which the page swaps for a visitor's own sandbox client id.
 */
export const DEMO_CLIENT_ID = "demo-client";
export const DEMO_CLIENT_SECRET = "demo-secret-carbontracker-sandbox";
