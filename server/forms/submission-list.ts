import type { Queryable } from "../db/client";

export type ListedSubmission = {
  id: string;
  formType: string;
  submittedAt: string;
  receivedAt: string;
  data: Record<string, unknown>;
};

export type ListFilter = { since?: Date; type?: string };

type Row = { id: string; form_type: string; submitted_at: Date | string; received_at: Date | string; data: unknown };

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** Stored submissions received since a moment, optionally of one form type, oldest first. */
export async function listSubmissions(db: Queryable, filter: ListFilter = {}): Promise<ListedSubmission[]> {
  const rows = await db.query<Row>(
    `SELECT id, form_type, submitted_at, received_at, data FROM submission
      WHERE ($1::timestamptz IS NULL OR received_at >= $1::timestamptz)
        AND ($2::text IS NULL OR form_type = $2::text)
      ORDER BY received_at, id`,
    [filter.since?.toISOString() ?? null, filter.type ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    formType: r.form_type,
    submittedAt: iso(r.submitted_at),
    receivedAt: iso(r.received_at),
    data: (typeof r.data === "string" ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
  }));
}

export type OutboxReport = {
  counts: Record<"pending" | "sending" | "sent" | "failed", number>;
  failed: {
    id: string;
    submissionId: string | null;
    kind: string;
    subject: string;
    attempts: number;
    lastError: string | null;
    createdAt: string;
  }[];
};

/** How many emails are in each state, and the failed ones (which need a person). */
export async function outboxReport(db: Queryable): Promise<OutboxReport> {
  const counts: OutboxReport["counts"] = { pending: 0, sending: 0, sent: 0, failed: 0 };
  const byStatus = await db.query<{ status: keyof OutboxReport["counts"]; n: number }>(
    "SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status",
  );
  for (const r of byStatus) counts[r.status] = r.n;
  const failed = await db.query<{
    id: string;
    submission_id: string | null;
    kind: string;
    subject: string;
    attempts: number;
    last_error: string | null;
    created_at: Date | string;
  }>(
    `SELECT id, submission_id, kind, subject, attempts, last_error, created_at FROM mail_outbox
      WHERE status = 'failed' ORDER BY created_at DESC LIMIT 500`,
  );
  return {
    counts,
    failed: failed.map((r) => ({
      id: r.id,
      submissionId: r.submission_id,
      kind: r.kind,
      subject: r.subject,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: iso(r.created_at),
    })),
  };
}

export type OutboxEmail = {
  id: string;
  kind: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
};

/** The emails to one address, newest first (the team's view of what a person was sent). */
export async function outboxEmailsTo(db: Queryable, recipient: string): Promise<OutboxEmail[]> {
  const rows = await db.query<{
    id: string;
    kind: string;
    subject: string;
    text_body: string;
    status: string;
    created_at: Date | string;
  }>(
    `SELECT id, kind, subject, text_body, status, created_at FROM mail_outbox
      WHERE lower(recipient) = lower($1) ORDER BY created_at DESC, id DESC LIMIT 100`,
    [recipient],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    subject: r.subject,
    text: r.text_body,
    status: r.status,
    createdAt: iso(r.created_at),
  }));
}
