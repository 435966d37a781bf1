import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { sendProblem } from "../http/problem";
import { submissionsCsv } from "./csv";
import { fieldErrors } from "./issues";
import { listSubmissions, outboxReport } from "./submission-list";

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
  async function authorize(req: FastifyRequest, reply: FastifyReply) {
    const expected = app.config.adminToken;
    if (!expected) return sendProblem(req, reply, 404, "not-found", "There is nothing at this address.");
    const header = req.headers.authorization ?? "";
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? "";
    if (!tokenMatches(given, expected)) {
      reply.header("WWW-Authenticate", 'Bearer realm="admin"');
      return sendProblem(req, reply, 401, "unauthorized", "A valid admin token is required.");
    }
  }

  app.addHook("onSend", async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.get("/admin/submissions", { onRequest: authorize }, async (req, reply) => {
    const q = querySchema.safeParse(req.query);
    if (!q.success) {
      return sendProblem(req, reply, 400, "invalid-query", "Check the query parameters.", fieldErrors(q.error));
    }
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
}
