import { createHash } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../../../contracts/csv";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";
import { canonicalJson } from "../audit/audit-store";

type Snapshot = {
  activity_records: number;
  scope1_tco2e: number;
  scope2_location_tco2e: number;
  scope3_tco2e: number;
  water_records: number;
  water_withdrawal_kl: number;
  waste_records: number;
  waste_generated_t: number;
  records_sha256: string;
};
type Manifest = {
  tenant: { id: string; name: string };
  financial_year: string;
  snapshot: Snapshot;
  records_sha256: string;
  records_match_snapshot: boolean;
  generated_at: string;
  files: { path: string; bytes: number; sha256: string }[];
};

const YEAR = "2025-26";
const IN_YEAR = { period_start: "2025-11-01", period_end: "2025-11-30" };

/** A CSV file of the pack as objects by its header. */
function table(files: Record<string, Uint8Array>, path: string): Record<string, string>[] {
  const bytes = files[path];
  if (!bytes) throw new Error(`The pack has no ${path}`);
  const [header, ...rows] = readCsv(strFromU8(bytes));
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])));
}

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
/** Equal to 12 significant digits: sums in another order, or a multiplier taken apart, differ past them. */
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b)) * 1e3;

describe.each(engines)("the assurance pack on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Pack"));
  });
  afterAll(() => server.close());

  const download = (token: string, path = `/v1/periods/${YEAR}/assurance-pack`) =>
    fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const problem = async (res: Response) => {
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    return (await res.json()) as Problem & { type: string };
  };

  it("refuses a year that is not signed off, naming its state", async () => {
    const res = await download(a.token);
    expect(res.status).toBe(409);
    const body = await problem(res);
    expect(body.type).toBe("/problems/period-not-signed-off");
    expect(body.detail).toBe(
      "FY 2025-26 is draft: an assurance pack is made of a signed-off year only (POST /v1/periods/2025-26/sign-off).",
    );
  });

  it("holds the signed-off year's figures, records, factors and events, from which its totals recompute", async () => {
    // A record of the year in the sandbox's demo data beside: diesel in litres, its factors per gas.
    const diesel = await api.call("POST", "/v1/activity-records", {
      token: a.token,
      body: { records: [{ facility_id: plant, activity: "diesel", quantity: 1234.5, unit: "L", ...IN_YEAR }] },
    });
    expect(diesel.status).toBe(201);
    // A file attached to the period: the pack carries its bytes.
    const pdf = new TextEncoder().encode("%PDF-1.4\n% a diesel invoice\n%%EOF\n");
    const attached = await fetch(
      `${server.url}/v1/evidence?attached_to_type=period&attached_to_id=${YEAR}&file_name=${encodeURIComponent("Invoice (Jan).pdf")}`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${a.token}`, "content-type": "application/octet-stream" },
        body: pdf,
      },
    );
    expect(attached.status).toBe(201);
    const evidenceId = ((await attached.json()) as { id: string }).id;
    const submitted = await api.call("POST", `/v1/periods/${YEAR}/submit`, { token: a.token });
    expect(submitted.status).toBe(200);
    const inReview = await download(a.token);
    expect(inReview.status).toBe(409);
    expect((await problem(inReview)).detail).toMatch(/^FY 2025-26 is in review: /);
    expect((await api.call("POST", `/v1/periods/${YEAR}/sign-off`, { token: a.token })).status).toBe(200);
    const period = await api.call<{ snapshot: Snapshot }>("GET", `/v1/periods/${YEAR}`, { token: a.token });
    const snapshot = period.body.snapshot;

    // An auditor's key: read:audit only.
    const auditor = await api.token(a.clientId, a.secret, "read:audit");
    const res = await download(auditor);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="assurance-pack-FY2025-26.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));

    // Every file is in the manifest with its size and hash, and nothing else is in the ZIP.
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as Manifest;
    expect(Object.keys(files).sort()).toEqual([...manifest.files.map((f) => f.path), "manifest.json"].sort());
    for (const f of manifest.files) {
      expect(files[f.path]!.length, f.path).toBe(f.bytes);
      expect(sha256(files[f.path]!), f.path).toBe(f.sha256);
    }
    expect(manifest).toMatchObject({
      tenant: { id: a.tenantId, name: expect.any(String) },
      financial_year: YEAR,
      snapshot,
      records_sha256: snapshot.records_sha256,
      records_match_snapshot: true,
    });
    for (const path of [
      "README.txt",
      "figures/kpis.json",
      "figures/kpis.csv",
      "figures/brsr-core.json",
      "figures/brsr-core/emissions.csv",
      "records/production.csv",
      "unit-conversions.csv",
      "gwp-values.csv",
    ]) {
      expect(files[path], path).toBeDefined();
    }
    expect(JSON.parse(strFromU8(files["figures/kpis.json"]!)).snapshot).toEqual(snapshot);

    // The totals, from the records alone.
    const activity = table(files, "records/activity.csv");
    const water = table(files, "records/water.csv");
    const waste = table(files, "records/waste.csv");
    expect(activity).toHaveLength(snapshot.activity_records);
    expect(water).toHaveLength(snapshot.water_records);
    expect(waste).toHaveLength(snapshot.waste_records);
    const tonnes = (scope: string) =>
      activity.filter((r) => r.scope === scope).reduce((sum, r) => sum + Number(r.co2e_kg), 0) / 1000;
    expect(near(tonnes("1"), snapshot.scope1_tco2e)).toBe(true);
    expect(near(tonnes("2"), snapshot.scope2_location_tco2e)).toBe(true);
    expect(near(tonnes("3"), snapshot.scope3_tco2e)).toBe(true);
    expect(snapshot.scope1_tco2e).toBeGreaterThan(0);
    const sum = (rows: Record<string, string>[], column: string) => rows.reduce((s, r) => s + Number(r[column]), 0);
    expect(near(sum(water, "total_withdrawal_kl"), snapshot.water_withdrawal_kl)).toBe(true);
    expect(near(sum(waste, "total_generated_t"), snapshot.waste_generated_t)).toBe(true);
    for (const r of water) {
      const parts = Object.keys(r).filter((k) => /^withdrawal_.*_kl$/.test(k));
      expect(
        near(
          sum([r], "total_withdrawal_kl"),
          parts.reduce((s, k) => s + Number(r[k]), 0),
        ),
      ).toBe(true);
    }

    // Each record's CO2e, from its quantity, the factors, the unit conversions and the GWP values of the pack.
    const factors = new Map(table(files, "factors.csv").map((f) => [f.factor_id, f]));
    const conversions = new Map(
      table(files, "unit-conversions.csv").map((c) => [
        `${c.activity}|${c.from_unit}|${c.to_unit}`,
        Number(c.multiplier),
      ]),
    );
    const gwp = new Map(
      table(files, "gwp-values.csv").map((g) => [`${g.gwp_set}|${g.gas}|${g.methane_origin}`, Number(g.gwp)]),
    );
    const recomputed = (r: Record<string, string>) =>
      r.factor_ids!.split(" ").reduce((total, id) => {
        const f = factors.get(id)!;
        expect(f, `factor ${id}`).toBeDefined();
        expect(f.release, `factor ${id}'s release`).not.toBe("");
        expect(f.provenance_url, `factor ${id}'s provenance`).toMatch(/^https?:\/\//);
        const multiplier = conversions.get(`${r.activity}|${r.unit}|${f.unit}`);
        expect(multiplier, `${r.activity} ${r.unit} to ${f.unit}`).toBeDefined();
        const q = Number(r.quantity) * multiplier!;
        if (f.gas === "CO2e") return total + q * Number(r.co2e_gwp === f.gwp_basis ? f.value : f.value_ar6);
        const origin = f.gas === "CH4" ? r.methane_origin : "";
        const g = gwp.get(`${r.gwp_set}|${f.gas}|${origin}`);
        expect(g, `${r.gwp_set} ${f.gas}`).toBeDefined();
        return total + q * Number(f.value) * g!;
      }, 0);
    for (const r of activity) {
      const computed = recomputed(r);
      expect(Math.abs(computed - Number(r.co2e_kg)), `record ${r.id}`).toBeLessThanOrEqual(
        1e-9 * Math.max(1, Number(r.co2e_kg)),
      );
    }
    const mine = activity.find((r) => r.quantity === "1234.5" && r.activity === "diesel")!;
    expect(mine.factor_ids!.split(" ").length).toBeGreaterThan(1);

    // The records' digest, as the snapshot computed it at sign-off.
    const digest = createHash("sha256");
    const first = { activity: 7, water: 5, waste: 6 };
    for (const [kind, rows] of [
      ["activity", activity],
      ["water", water],
      ["waste", waste],
    ] as const) {
      for (const r of rows) digest.update(`${kind}|${JSON.stringify(Object.values(r).slice(0, first[kind]))}\n`);
    }
    expect(digest.digest("hex")).toBe(snapshot.records_sha256);

    // The period's own events and the record's, each hash recomputable from its row.
    const events = table(files, "audit-events.csv");
    const types = events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["createActivityRecords", "submitPeriod", "signOffPeriod"]));
    expect(events.filter((e) => e.resource_type === "periods").every((e) => e.resource_id === YEAR)).toBe(true);
    for (const e of events) {
      const fields = [
        e.prev_hash,
        Number(e.seq),
        e.id,
        e.occurred_at,
        e.actor_type,
        e.actor_id,
        e.type,
        e.resource_type,
        e.resource_id || null,
        e.request_id,
        JSON.parse(e.changes!),
        JSON.parse(e.data!),
      ];
      expect(sha256(canonicalJson(fields)), `event ${e.seq}`).toBe(e.hash);
    }

    // The evidence, by its id and a safe name, its hash the one it was stored with.
    const [listed] = table(files, "evidence/index.csv");
    expect(listed).toMatchObject({ id: evidenceId, file_name: "Invoice (Jan).pdf", attached_to_type: "period" });
    expect(listed!.path).toBe(`evidence/${evidenceId}-Invoice_Jan_.pdf`);
    expect(files[listed!.path!]).toEqual(pdf);
    expect(listed!.sha256).toBe(sha256(pdf));
    expect(events.some((e) => e.resource_id === evidenceId)).toBe(true);

    // BRSR Core's Scope 1 of the year is the snapshot's (both count the records starting in the year, here whole).
    const emissions = table(files, "figures/brsr-core/emissions.csv");
    expect(emissions.find((r) => r.row === "scope1_tco2e")).toBeDefined();
    expect(strFromU8(files["README.txt"]!)).toContain("HOW TO RECOMPUTE THE TOTALS FROM THIS PACK");
  });

  it("writes no cell a spreadsheet would run as a formula", async () => {
    const csvText = Object.entries(unzipSync(new Uint8Array(await (await download(a.token)).arrayBuffer())))
      .filter(([path]) => path.endsWith(".csv"))
      .map(([, bytes]) => strFromU8(bytes));
    for (const text of csvText) {
      for (const row of readCsv(text)) {
        for (const cell of row) expect(/^[=+@\t\r]/.test(cell) || /^-[^\d]/.test(cell), cell).toBe(false);
      }
    }
  });

  it("is another tenant's to download only through its own token, and needs read:audit or read:reports", async () => {
    // B's own 2025-26 is a draft: A's signed-off year is not reachable from it.
    const other = await download(b.token);
    expect(other.status).toBe(409);
    const alias = await download(b.token, `/v1/tenants/${a.tenantId}/periods/${YEAR}/assurance-pack`);
    expect(alias.status).toBe(403);
    expect((await problem(alias)).type).toBe("/problems/tenant-mismatch");
    const own = await download(a.token, `/v1/tenants/${a.tenantId}/periods/${YEAR}/assurance-pack`);
    expect(own.status).toBe(200);

    const reader = await api.token(a.clientId, a.secret, "read:activity");
    const refused = await download(reader);
    expect(refused.status).toBe(403);
    const body = await problem(refused);
    expect(body.type).toBe("/problems/insufficient-scope");
    expect(body.detail).toContain("read:audit or read:reports");
    const reports = await api.token(a.clientId, a.secret, "read:reports");
    expect((await download(reports)).status).toBe(200);
  });
});
