import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpProblem } from "../http/problem";
import { validate } from "../http/validation";
import { submissionsCsv } from "./csv";
import { listSubmissions, outboxEmailsTo, outboxReport } from "./submission-list";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Compares in constant time (digests have equal length whatever the input). */
function tokenMatches(given: string, expected: string) {
  return timingSafeEqual(digest(given), digest(expected));
}

const querySchema = z.object({
  since: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  type: z.string().min(1).max(100).optional(),
  format: z.enum(["json", "csv"]).default("json"),
});

/** The team's read-only views of leads and their emails, behind ADMIN_TOKEN (absent when it is unset). */
export async function adminRoutes(app: FastifyInstance) {
  async function authorize(req: FastifyRequest) {
    const expected = app.config.adminToken;
    if (!expected) throw new HttpProblem("not-found", "There is nothing at this address.");
    const header = req.headers.authorization ?? "";
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? "";
    if (!tokenMatches(given, expected)) {
      throw new HttpProblem("unauthorized", "A valid admin token is required.", [], {
        "WWW-Authenticate": 'Bearer realm="admin"',
      });
    }
  }

  app.addHook("onSend", async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.get("/admin/submissions", { onRequest: authorize }, async (req, reply) => {
    const q = validate(querySchema, req.query, { parameter: true });
    if (!q.ok) throw new HttpProblem("invalid-parameter", "Check the query parameters.", q.errors);
    const rows = await listSubmissions(app.db, {
      since: q.data.since ? new Date(q.data.since) : undefined,
      type: q.data.type,
    });
    if (q.data.format === "csv") {
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", 'attachment; filename="submissions.csv"')
        .send(submissionsCsv(rows));
    }
    return { data: rows };
  });

  app.get("/admin/outbox", { onRequest: authorize }, async () => outboxReport(app.db));

  const emailsQuery = z.object({ to: z.string().trim().min(3).max(255) });
  app.get("/admin/outbox/emails", { onRequest: authorize }, async (req) => {
    const q = validate(emailsQuery, req.query, { parameter: true });
    if (!q.ok) throw new HttpProblem("invalid-parameter", "Name the recipient with ?to=.", q.errors);
    return { data: await outboxEmailsTo(app.db, q.data.to) };
  });
}
