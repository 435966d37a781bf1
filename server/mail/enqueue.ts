import { ulid } from "ulid";
import type { Queryable } from "../db/client";
import type { ComposedEmail } from "./compose";

/** Puts an email in the outbox inside the caller's transaction; the worker sends it once that commits. */
export async function enqueueEmail(q: Queryable, e: ComposedEmail, submissionId: string | null = null) {
  const id = ulid();
  await q.query(
    `INSERT INTO mail_outbox (id, submission_id, kind, recipient, reply_to, subject, text_body, html_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, submissionId, e.kind, e.recipient, e.replyTo ?? null, e.subject, e.text, e.html],
  );
  return id;
}
