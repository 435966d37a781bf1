import { ulid } from "ulid";
import type { FormType } from "../../contracts/submission";
import type { Db } from "../db/client";
import { emailsFor, type MailContext } from "../mail/compose";
import { enqueueEmail } from "../mail/enqueue";

export type AcceptedSubmission = {
  formType: FormType;
  data: Record<string, unknown>;
  submittedAt: Date;
  ipHash?: string;
  userAgent?: string;
};

const USER_AGENT_MAX = 256;

/**
 * Stores a submission, its emails and (for the newsletter) the subscriber in one transaction:
 * when this resolves the lead is durable and its emails will be sent; when it throws, nothing was kept.
 */
export async function storeSubmission(db: Db, s: AcceptedSubmission, mail: MailContext) {
  const id = ulid();
  const receivedAt = new Date();
  const emails = emailsFor({ id, formType: s.formType, data: s.data, submittedAt: s.submittedAt, receivedAt }, mail);
  const outboxIds: string[] = [];
  await db.tx(async (q) => {
    await q.query(
      `INSERT INTO submission (id, form_type, data, submitted_at, received_at, ip_hash, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        s.formType,
        JSON.stringify(s.data),
        s.submittedAt.toISOString(),
        receivedAt.toISOString(),
        s.ipHash ?? null,
        s.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ],
    );
    for (const e of emails) outboxIds.push(await enqueueEmail(q, e, id));
    if (s.formType === "Newsletter" && typeof s.data.email === "string") {
      // Idempotent per address whatever its case: the first sign-up's date is kept.
      await q.query(
        `INSERT INTO newsletter_subscriber (email, submission_id) VALUES ($1, $2)
         ON CONFLICT ((lower(email))) DO NOTHING`,
        [s.data.email, id],
      );
    }
  });
  return { id, outboxIds };
}
