import { ApiClient, newFacility, newSandboxTenant } from "./api-client";
import type { Engine } from "./db";
import { startTestServer } from "./server";

/** What the emission-analytics server tests share: their tenants, answer shapes and records whose emissions are known. */

export type Json = Record<string, unknown>;
export type Problem = { status: number; detail: string; errors?: { field: string; code: string; message: string }[] };

// 1,000 L of diesel, IPCC 2006 (Vol. 2 Tables 1.2, 1.4, 2.3), AR6: 1000 / 1187 L/t × 43.0 GJ/t = 0.0362258 TJ;
// 74,100 kg CO2/TJ → 2,684.330 kg; CH4 3 kg/TJ × 29.8; N2O 0.6 kg/TJ × 273 → 2,693.503 kg CO2e.
export const DIESEL_1000_L_AR6 = 2693.5026;
// 10,000 kWh in June 2024 through CEA v21 FY2024-25 (0.7117 kg/kWh) = 7,117 kg.
export const GRID_JUNE_2024 = 7117;

/** 1,000 L of diesel and 10,000 kWh of grid electricity at one facility in June 2024. */
export const juneDieselAndGrid = (facilityId: string) => [
  {
    facility_id: facilityId,
    activity: "diesel",
    quantity: 1000,
    unit: "L",
    period_start: "2024-06-01",
    period_end: "2024-06-30",
  },
  {
    facility_id: facilityId,
    activity: "grid_electricity",
    quantity: 10000,
    unit: "kWh",
    period_start: "2024-06-01",
    period_end: "2024-06-30",
  },
];

/** A test server with two sandbox tenants, A and B, and a facility of A without demo data (`plant`). */
export async function startAnalyticsServer(engine: Engine, label: string) {
  const server = await startTestServer(engine, { sandboxSignupsPerHour: 100 });
  const api = new ApiClient(server.url);
  const a = await newSandboxTenant(api, `${label} A Ltd`);
  const b = await newSandboxTenant(api, `${label} B Ltd`);
  const plant = await newFacility(api, a.token, `${label} Plant`);
  return { server, api, a, b, plant };
}
