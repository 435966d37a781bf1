import { createHash } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVIDENCE_MAX_BYTES } from "../../../contracts/api";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";
import { QUOTAS } from "../platform/quotas";
import { detectEvidenceType } from "./content-type";
import { evidenceForYear } from "./evidence-store";
import { evidenceStorage } from "./storage";

type Evidence = {
  id: string;
  attached_to: { type: string; id: string };
  file_name: string;
  media_type: string;
  byte_size: number;
  sha256: string;
  uploaded_by: { actor_type: string; actor_id: string };
  created_at: string;
};
type Page = { data: Evidence[]; summary: { total: number } };
type Refusal = Problem & { type: string; quota?: { name: string; limit: number; usage: number; requested: number } };

const YEAR = "2025-26";
const IN_YEAR = "period_start>=2025-04-01;period_start<=2026-03-31";

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : Buffer.from(p))));
/** A small file of each accepted type, each unique by its tag. */
const FILES = {
  "application/pdf": (tag: string) => bytes(`%PDF-1.7\n% ${tag}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
  "image/png": (tag: string) => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `IHDR ${tag}`),
  "image/jpeg": (tag: string) => bytes([0xff, 0xd8, 0xff, 0xe0], `JFIF ${tag}`, [0xff, 0xd9]),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": (tag: string) =>
    Buffer.from(
      zipSync({
        "[Content_Types].xml": strToU8(`<?xml version="1.0"?><Types><!-- ${tag} --></Types>`),
        "xl/workbook.xml": strToU8("<workbook/>"),
        "xl/worksheets/sheet1.xml": strToU8("<worksheet/>"),
      }),
    ),
  "text/csv": (tag: string) => bytes(`\uFEFFmonth,kwh,note\n2025-11,18250,${tag} — bill\n`),
} as const;

describe.each(engines)("evidence files on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;

  beforeAll(async () => {
    ({ server, api, a, b } = await startAnalyticsServer(engine, "Evidence"));
  });
  afterAll(() => server.close());

  const attach = (
    body: Uint8Array,
    type: string,
    id: string,
    name = "file.bin",
    token = a.token,
    contentType?: string,
  ) =>
    api.call<Evidence & Refusal>(
      "POST",
      `/v1/evidence?attached_to_type=${type}&attached_to_id=${encodeURIComponent(id)}&file_name=${encodeURIComponent(name)}`,
      { token, bytes: body, ...(contentType ? { headers: { "content-type": contentType } } : {}) },
    );
  const firstId = async (path: string, filter: string, token = a.token) =>
    (
      await api.call<{ data: { id: string }[] }>(
        "GET",
        `/v1/${path}?filter=${encodeURIComponent(filter)}&page%5Bsize%5D=1`,
        {
          token,
        },
      )
    ).body.data[0]!.id;

  it("accepts each accepted type, told from its content, with its SHA-256, size and who attached it", async () => {
    for (const [type, make] of Object.entries(FILES)) {
      const file = make(`each ${type}`);
      // The name and the Content-Type say nothing true: the content decides.
      const res = await attach(file, "period", YEAR, "scan.bin", a.token, "text/plain");
      expect(res.status, type).toBe(201);
      expect(res.body).toMatchObject({
        attached_to: { type: "period", id: YEAR },
        file_name: "scan.bin",
        media_type: type,
        byte_size: file.length,
        sha256: createHash("sha256").update(file).digest("hex"),
        uploaded_by: { actor_type: "client", actor_id: a.clientId },
      });
      const got = await api.call<Evidence>("GET", `/v1/evidence/${res.body.id}`, { token: a.token });
      expect(got.body).toEqual(res.body);
    }
    const listed = await api.call<Page>(
      "GET",
      `/v1/evidence?filter=${encodeURIComponent(`attached_to_type==period;attached_to_id==${YEAR}`)}&sort=-created_at`,
      { token: a.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.summary.total).toBeGreaterThanOrEqual(5);
    expect(new Set(listed.body.data.map((e) => e.media_type)).size).toBe(5);
  });

  it("refuses what is none of them, whatever its name says: a renamed HTML page, SVG, a plain ZIP, binary", async () => {
    const refused = [
      bytes("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
      bytes("  <html><body>hi</body></html>"),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes('<?xml version="1.0"?><root/>'),
      Buffer.from(zipSync({ "readme.txt": strToU8("not a workbook") })),
      bytes([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]),
      bytes([0xc3, 0x28, 0x61, 0x62]), // not UTF-8
    ];
    for (const file of refused) {
      const res = await attach(file, "period", YEAR, "bill.pdf", a.token, "application/pdf");
      expect(res.status).toBe(415);
      expect(res.body.type).toBe("/problems/unsupported-media-type");
      expect(res.body.detail).toContain("PDF, PNG, JPEG, XLSX or CSV");
    }
    expect(detectEvidenceType(bytes("<!doctype html>"))).toBeNull();
    expect(detectEvidenceType(bytes("a,b\n1,2\n"))).toBe("text/csv");
    const empty = await attach(new Uint8Array(0), "period", YEAR, "empty.csv");
    expect(empty.status).toBe(400);
  });

  it("refuses a file over 10 MB with 413 naming the limit, and takes one of exactly 10 MB", async () => {
    const big = Buffer.alloc(EVIDENCE_MAX_BYTES + 1, 0x41);
    big.write("%PDF-1.7\n");
    const res = await attach(big, "period", YEAR, "big.pdf");
    expect(res.status).toBe(413);
    expect(res.body.type).toBe("/problems/payload-too-large");
    expect(res.body.detail).toContain("10 MB (10,485,760 bytes)");
    const edge = await attach(big.subarray(0, EVIDENCE_MAX_BYTES), "period", YEAR, "edge.pdf");
    expect(edge.status).toBe(201);
    expect(edge.body.byte_size).toBe(EVIDENCE_MAX_BYTES);
    expect((await api.call("DELETE", `/v1/evidence/${edge.body.id}`, { token: a.token })).status).toBe(200);
  });

  it("answers the same bytes on the same target with the file already there, and stores them again elsewhere", async () => {
    const file = FILES["application/pdf"]("duplicate");
    const first = await attach(file, "period", YEAR, "bill.pdf");
    const again = await attach(file, "period", YEAR, "bill (1).pdf");
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    const record = await firstId("activity-records", IN_YEAR);
    const elsewhere = await attach(file, "activity_record", record, "bill.pdf");
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.id).not.toBe(first.body.id);
  });

  it("attaches to records and uploads the tenant has, 404 for others and another tenant's", async () => {
    const file = FILES["image/png"]("targets");
    const targets: [string, string][] = [
      ["activity_record", await firstId("activity-records", IN_YEAR)],
      ["production_record", await firstId("production-records", IN_YEAR)],
      ["water_record", await firstId("water-records", IN_YEAR)],
      ["waste_record", await firstId("waste-records", IN_YEAR)],
      ["activity_upload", await firstId("activity-records/uploads", "kind==demo")],
      ["brsr_input_upload", await firstId("brsr-inputs/uploads", "record_type==water")],
    ];
    for (const [type, id] of targets) {
      const res = await attach(file, type, id, "meter.png");
      expect(res.status, type).toBe(201);
      // Another tenant cannot name it.
      const other = await attach(file, type, id, "meter.png", b.token);
      expect(other.status, type).toBe(404);
      expect(other.body.type).toBe("/problems/not-found");
    }
    expect((await attach(file, "activity_record", "01JC0000000000000000000000", "x.png")).status).toBe(404);
    const badYear = await attach(file, "period", "2025", "x.png");
    expect(badYear.status).toBe(400);
    expect(badYear.body.detail).toContain("attached_to_id");
    expect((await attach(file, "invoice", YEAR, "x.png")).status).toBe(400);
  });

  it("downloads as an attachment in the detected type, never inline, with a safe name", async () => {
    const file = FILES["application/pdf"]("download");
    const made = await attach(file, "period", YEAR, 'Pune "Nov" bill ₹.html');
    expect(made.status).toBe(201);
    const res = await api.call<Buffer>("GET", `/v1/evidence/${made.body.id}/content`, { token: a.token });
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body, file)).toBe(0);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^attachment; filename="Pune _Nov_ bill _\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe("Pune _Nov_ bill ₹.pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const csv = await attach(FILES["text/csv"]("download"), "period", YEAR, "meter.csv");
    const csvRes = await api.call<Buffer>("GET", `/v1/evidence/${csv.body.id}/content`, { token: a.token });
    expect(csvRes.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csvRes.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("needs calc:emissions to attach or delete; read:activity or read:audit reads and downloads", async () => {
    const made = await attach(FILES["image/jpeg"]("scopes"), "period", YEAR, "photo.jpg");
    expect(made.status).toBe(201);
    for (const scope of ["read:activity", "read:audit"]) {
      const token = await api.token(a.clientId, a.secret, scope);
      const refused = await attach(FILES["image/jpeg"](`scopes ${scope}`), "period", YEAR, "photo.jpg", token);
      expect(refused.status, scope).toBe(403);
      expect(refused.body.type).toBe("/problems/insufficient-scope");
      expect((await api.call("DELETE", `/v1/evidence/${made.body.id}`, { token })).status, scope).toBe(403);
      expect((await api.call("GET", `/v1/evidence/${made.body.id}`, { token })).status, scope).toBe(200);
      expect((await api.call("GET", `/v1/evidence/${made.body.id}/content`, { token })).status, scope).toBe(200);
      expect((await api.call("GET", "/v1/evidence", { token })).status, scope).toBe(200);
    }
    const analytics = await api.token(a.clientId, a.secret, "read:analytics");
    expect((await api.call("GET", "/v1/evidence", { token: analytics })).status).toBe(403);
  });

  it("keeps each tenant's files its own", async () => {
    const made = await attach(FILES["text/csv"]("isolation"), "period", YEAR, "a.csv");
    for (const path of [`/v1/evidence/${made.body.id}`, `/v1/evidence/${made.body.id}/content`]) {
      expect((await api.call("GET", path, { token: b.token })).status).toBe(404);
    }
    expect((await api.call("DELETE", `/v1/evidence/${made.body.id}`, { token: b.token })).status).toBe(404);
    const theirs = await api.call<Page>("GET", "/v1/evidence", { token: b.token });
    expect(theirs.body.data.map((e) => e.id)).not.toContain(made.body.id);
  });

  it("deletes a file and its bytes, freeing its quota, and records both in the audit trail", async () => {
    const file = FILES["application/pdf"]("deletion");
    const made = await attach(file, "period", YEAR, "gone.pdf");
    const usage = async () =>
      (await api.call<{ quotas: { evidence_bytes: { usage: number } } }>("GET", "/v1/tenants/me", { token: a.token }))
        .body.quotas.evidence_bytes.usage;
    const before = await usage();
    const deleted = await api.call("DELETE", `/v1/evidence/${made.body.id}`, { token: a.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: made.body.id, deleted: true });
    expect(await usage()).toBe(before - file.length);
    expect((await api.call("GET", `/v1/evidence/${made.body.id}`, { token: a.token })).status).toBe(404);
    expect((await api.call("GET", `/v1/evidence/${made.body.id}/content`, { token: a.token })).status).toBe(404);
    expect((await api.call("DELETE", `/v1/evidence/${made.body.id}`, { token: a.token })).status).toBe(404);
    expect(await evidenceStorage.get(server.testDb.db, a.tenantId, made.body.id)).toBeNull();

    const events = await api.call<{ data: { type: string; resource_type: string; resource_id: string | null }[] }>(
      "GET",
      `/v1/audit-events?filter=${encodeURIComponent(`resource_id==${made.body.id}`)}`,
      { token: a.token },
    );
    expect(events.body.data.map((e) => [e.type, e.resource_type, e.resource_id])).toEqual([
      ["deleteEvidence", "evidence", made.body.id],
      ["attachEvidence", "evidence", made.body.id],
    ]);
  });

  it("refuses files past the tenant's evidence quota with 403 naming it, its limit and usage", async () => {
    const { limit } = QUOTAS.evidence_bytes;
    const t = b;
    // Fill the quota to 50 bytes below its limit with one file's metadata.
    await server.testDb.db.query(
      `INSERT INTO evidence_file (tenant_id, id, attached_to_type, attached_to_id, file_name, media_type, byte_size,
         sha256, uploaded_by_type, uploaded_by_id, created_at)
       VALUES ($1, '01JC0000000000000000000FIL', 'period', '2024-25', 'filler.pdf', 'application/pdf', $2, 'x',
         'client', 'filler', now())`,
      [t.tenantId, limit - 50],
    );
    const fits = await attach(bytes("a,b\n1,2\n"), "period", YEAR, "small.csv", t.token);
    expect(fits.status).toBe(201);
    const file = FILES["application/pdf"]("over quota");
    const refused = await attach(file, "period", YEAR, "over.pdf", t.token);
    expect(refused.status).toBe(403);
    expect(refused.body.type).toBe("/problems/quota-exceeded");
    expect(refused.body.quota).toEqual({
      name: "evidence_bytes",
      limit,
      usage: limit - 50 + fits.body.byte_size,
      requested: file.length,
    });
    expect(refused.body.detail).toContain("1 GiB of evidence files");
    const total = await api.call<Page>("GET", "/v1/evidence", { token: t.token });
    expect(total.body.summary.total).toBe(2);
  });

  it("locks a signed-off year's files: none attached to it, its records or uploads, none deleted, until reopened", async () => {
    const year = "2024-25";
    const record = await firstId("activity-records", "period_start>=2024-04-01;period_start<=2025-03-31");
    const before = await attach(FILES["application/pdf"]("lock before"), "period", year, "before.pdf");
    const onRecord = await attach(FILES["application/pdf"]("lock record"), "activity_record", record, "r.pdf");
    expect([before.status, onRecord.status]).toEqual([201, 201]);
    expect((await api.call("POST", `/v1/periods/${year}/submit`, { token: a.token })).status).toBe(200);
    expect((await api.call("POST", `/v1/periods/${year}/sign-off`, { token: a.token })).status).toBe(200);

    for (const [type, id] of [
      ["period", year],
      ["activity_record", record],
    ]) {
      const res = await attach(FILES["application/pdf"](`locked ${type}`), type!, id!, "late.pdf");
      expect(res.status, type).toBe(409);
      expect(res.body.type).toBe("/problems/period-signed-off");
      expect(res.body.detail).toContain("FY 2024-25");
    }
    for (const e of [before.body, onRecord.body]) {
      const res = await api.call<Problem>("DELETE", `/v1/evidence/${e.id}`, { token: a.token });
      expect(res.status).toBe(409);
    }
    // The next year is open.
    expect((await attach(FILES["application/pdf"]("lock open"), "period", YEAR, "open.pdf")).status).toBe(201);

    const reopened = await api.call("POST", `/v1/periods/${year}/reopen`, {
      token: a.token,
      body: { reason: "A late invoice for the evidence test" },
    });
    expect(reopened.status).toBe(200);
    expect((await api.call("DELETE", `/v1/evidence/${before.body.id}`, { token: a.token })).status).toBe(200);
  });

  it("gives the assurance pack a year's files: its period's, its records' and its uploads', with their bytes", async () => {
    const year = YEAR;
    const inYear = IN_YEAR;
    const onPeriod = await attach(FILES["text/csv"]("pack period"), "period", year, "register.csv");
    const onWater = await attach(
      FILES["image/png"]("pack water"),
      "water_record",
      await firstId("water-records", inYear),
      "w.png",
    );
    const elsewhere = await attach(FILES["text/csv"]("pack other"), "period", "2022-23", "old.csv");
    expect([onPeriod.status, onWater.status, elsewhere.status]).toEqual([201, 201, 201]);
    const files = await evidenceForYear(server.testDb.db, a.tenantId, year);
    const ids = files.map((f) => f.id);
    expect(ids).toContain(onPeriod.body.id);
    expect(ids).toContain(onWater.body.id);
    expect(ids).not.toContain(elsewhere.body.id);
    // The demo upload holds records of every year: a file on it belongs to each.
    const upload = await firstId("activity-records/uploads", "kind==demo");
    const onUpload = await attach(FILES["application/pdf"]("pack upload"), "activity_upload", upload, "u.pdf");
    expect((await evidenceForYear(server.testDb.db, a.tenantId, year)).map((f) => f.id)).toContain(onUpload.body.id);
    const theirs = (await evidenceForYear(server.testDb.db, b.tenantId, year)).map((f) => f.id);
    expect(theirs.filter((id) => [...ids, onUpload.body.id].includes(id))).toEqual([]);
    const stored = await evidenceStorage.get(server.testDb.db, a.tenantId, onPeriod.body.id);
    expect(createHash("sha256").update(stored!).digest("hex")).toBe(onPeriod.body.sha256);
  });
});
