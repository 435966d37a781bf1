import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import { type ApiClient, newFacility, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type Upload = {
  id: string;
  record_type: string;
  kind: string;
  file_name: string | null;
  file_sha256: string | null;
  client_id: string | null;
  records: number;
  period_start: string | null;
  period_end: string | null;
  status: string;
  withdrawn_by: string | null;
};
type DryRun = {
  dry_run: true;
  summary: {
    count: number;
    valid: number;
    invalid: number;
    duplicates: number;
    duplicate_file: { upload_id: string; file_name: string | null } | null;
    totals: Record<string, number>;
  };
  rows: {
    index: number;
    valid: boolean;
    problems: { field: string; code: string }[];
    duplicate_of: string | null;
    repeats_row: number | null;
  }[];
};
type Stored = { data: { id: string }[]; summary: { count: number; upload_id: string } & Record<string, number> };
type Page<T> = { data: T[]; summary: { total: number } };

const month = (m: string) => {
  const [y, mm] = m.split("-").map(Number) as [number, number];
  return { period_start: `${m}-01`, period_end: new Date(Date.UTC(y, mm, 0)).toISOString().slice(0, 10) };
};
const SHA = (c: string) => c.repeat(64);

describe.each(engines)("uploads of water and waste records on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Uploads"));
  });
  afterAll(() => server.close());

  const post = <T = Problem>(path: string, records: unknown[], query = "", token = a.token) =>
    api.call<T>("POST", `/v1/${path}${query}`, { token, body: { records } });
  const uploads = (filter: string, token = a.token) =>
    api.call<Page<Upload>>("GET", `/v1/brsr-inputs/uploads?sort=-created_at&filter=${encodeURIComponent(filter)}`, {
      token,
    });
  const waterOnPlant = async () =>
    (
      await api.call<Page<{ id: string }>>(
        "GET",
        `/v1/water-records?filter=${encodeURIComponent(`facility_id==${plant}`)}`,
        { token: a.token },
      )
    ).body.summary.total;

  it("keeps the demo data's water and waste as one demo upload each", async () => {
    const res = await uploads("kind==demo");
    expect(res.status).toBe(200);
    const byType = Object.fromEntries(res.body.data.map((u) => [u.record_type, u]));
    expect(Object.keys(byType).sort()).toEqual(["waste", "water"]);
    // Three sites, 24 months each (the two whole financial years the demo data covers).
    expect(byType.water).toMatchObject({ records: 72, client_id: null, file_sha256: null, status: "stored" });
    expect(byType.waste!.records).toBe(72);
  });

  it("stores a batch as an upload naming its file, and refuses the same file again", async () => {
    const file = { file_name: "water-2025.xlsx", file_kind: "xlsx", file_sha256: SHA("a") };
    const query = `?${new URLSearchParams(file)}`;
    const stored = await post<Stored>(
      "water-records",
      [
        { facility_id: plant, ...month("2025-04"), unit: "kL", withdrawal: { ground: 100 } },
        { facility_id: plant, ...month("2025-05"), unit: "kL", withdrawal: { ground: 120 } },
      ],
      query,
    );
    expect(stored.status).toBe(201);
    expect(stored.body.summary).toMatchObject({ count: 2, total_withdrawal_kl: 220 });
    const [listed] = (await uploads(`file_name==water-2025.xlsx`)).body.data;
    expect(listed).toMatchObject({
      id: stored.body.summary.upload_id,
      record_type: "water",
      kind: "xlsx",
      file_sha256: SHA("a"),
      client_id: a.clientId,
      records: 2,
      period_start: "2025-04-01",
      period_end: "2025-05-31",
      status: "stored",
    });

    // Other rows, the same file: refused for the file, nothing stored.
    const again = await post(
      "water-records",
      [{ facility_id: plant, ...month("2025-06"), unit: "kL", withdrawal: { ground: 1 } }],
      query,
    );
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(
      "Nothing was stored: this file was uploaded before. Send it again with duplicates=allow to store it anyway.",
    );
    expect(again.body.errors?.[0]).toMatchObject({ field: "(file)", code: "DUPLICATE_FILE" });
    expect(again.body.errors?.[0]?.message).toContain(`upload ${listed!.id}, water-2025.xlsx`);
    // A file of waste records is not a repeat of a water file.
    const waste = await post(
      "waste-records",
      [{ facility_id: plant, ...month("2025-04"), unit: "kg", generated: { plastic: 5 } }],
      query,
    );
    expect(waste.status).toBe(201);
  });

  it("reports every row's problems and repeats in a dry run, writing nothing", async () => {
    const before = await waterOnPlant();
    const stored = { facility_id: plant, ...month("2024-04"), unit: "kL", withdrawal: { third_party: 40 } };
    expect((await post("water-records", [stored])).status).toBe(201);
    const theirs = await newFacility(api, b.token, "Their Plant");
    const dry = await post<DryRun>(
      "water-records",
      [
        { ...stored, unit: "m3" }, // the stored record again, in m3
        { facility_id: plant, ...month("2024-05"), unit: "kL", withdrawal: { ground: 10 }, discharge: { sea: {} } },
        { facility_id: theirs, ...month("2024-05"), unit: "kL", withdrawal: { ground: 10 } },
        { facility_id: plant, ...month("2024-06"), unit: "kL", withdrawal: { ground: 30 } },
        { facility_id: plant, ...month("2024-06"), unit: "kL", withdrawal: { ground: 30 } },
      ],
      "?dry_run=true",
    );
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toMatchObject({ count: 5, valid: 3, invalid: 2, duplicates: 2, duplicate_file: null });
    // The three valid rows: 40 + 30 + 30 kL.
    expect(dry.body.summary.totals).toEqual({ total_withdrawal_kl: 100, total_discharge_kl: 0, consumption_kl: 100 });
    const [again, unknownKey, otherTenant, first, repeat] = dry.body.rows;
    expect(again).toMatchObject({ valid: true, duplicate_of: expect.any(String), repeats_row: null });
    expect(unknownKey!.problems).toEqual([expect.objectContaining({ field: "discharge.sea", code: "UNKNOWN_FIELD" })]);
    expect(otherTenant!.problems).toEqual([
      expect.objectContaining({ field: "facility_id", code: "UNKNOWN_REFERENCE" }),
    ]);
    expect(first).toMatchObject({ valid: true, duplicate_of: null, repeats_row: null });
    expect(repeat).toMatchObject({ valid: true, duplicate_of: null, repeats_row: 3 });
    expect(await waterOnPlant()).toBe(before + 1);

    // A body that is not a batch is refused whole, as without dry_run.
    const notABatch = await api.call<Problem>("POST", "/v1/waste-records?dry_run=true", {
      token: a.token,
      body: { records: [] },
    });
    expect(notABatch.status).toBe(422);
  });

  it("withdraws an upload: its records leave the list and the disclosure, once, and the file may come again", async () => {
    const query = `?${new URLSearchParams({ file_name: "june.csv", file_kind: "csv", file_sha256: SHA("b") })}`;
    const site = await newFacility(api, a.token, "Withdrawal Site");
    const records = [{ facility_id: site, ...month("2025-06"), unit: "kL", withdrawal: { surface: 900 } }];
    const stored = await post<Stored>("water-records", records, query);
    expect(stored.status).toBe(201);
    /** The site's water withdrawn in FY 2025-26, as BRSR Core discloses it. */
    const disclosedKl = async () => {
      const res = await api.call<{ years: { water: { total_withdrawal_kl: number } }[] }>(
        "GET",
        `/v1/disclosures/brsr-core?financial_year=2025-26&facility_id=${site}`,
        { token: a.token },
      );
      expect(res.status).toBe(200);
      return res.body.years[0]!.water.total_withdrawal_kl;
    };
    expect(await disclosedKl()).toBe(900);

    const reader = await api.token(a.clientId, a.secret, "read:activity");
    const path = `/v1/brsr-inputs/uploads/${stored.body.summary.upload_id}/withdraw`;
    expect((await api.call<Problem>("POST", path, { token: reader })).status).toBe(403);
    expect((await api.call<Problem>("POST", path, { token: b.token })).status).toBe(404);

    const withdrawn = await api.call<Upload>("POST", path, { token: a.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: "withdrawn", withdrawn_by: a.clientId, records: 1 });
    const onSite = await api.call<Page<unknown>>(
      "GET",
      `/v1/water-records?filter=${encodeURIComponent(`facility_id==${site}`)}`,
      { token: a.token },
    );
    expect(onSite.body.summary.total).toBe(0);
    expect(await disclosedKl()).toBe(0);

    const twice = await api.call<Problem>("POST", path, { token: a.token });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe("This upload was withdrawn before; its records are out of every table.");
    // Its facility keeps the withdrawn records' history: it is not deleted.
    const deletion = await api.call<Problem>("DELETE", `/v1/facilities/${site}`, { token: a.token });
    expect(deletion.status).toBe(409);
    expect(deletion.body.detail).toContain("1 record of a withdrawn upload");
    // A withdrawn file is not a duplicate.
    expect((await post("water-records", records, query)).status).toBe(201);
    // The withdrawn upload stays listed, with the days it covered.
    const listed = (await uploads("file_name==june.csv")).body.data;
    expect(listed.map((u) => u.status)).toEqual(["stored", "withdrawn"]);
    expect(listed[1]).toMatchObject({ period_start: "2025-06-01", period_end: "2025-06-30" });
  });
});
