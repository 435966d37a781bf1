-- Lead capture: every accepted form submission, the emails it causes, newsletter subscribers.

-- One accepted form submission. submitted_at is the browser's timestamp, received_at ours.
-- ip_hash is a keyed hash of the client address (never the address itself), for abuse analysis only.
CREATE TABLE submission (
  id text PRIMARY KEY,
  form_type text NOT NULL,
  data jsonb NOT NULL,
  submitted_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  ip_hash text,
  user_agent text
);

-- Exports read "since DATE", optionally for one form type, in arrival order.
CREATE INDEX submission_received_idx ON submission (received_at, id);

CREATE INDEX submission_type_received_idx ON submission (form_type, received_at);

-- Emails waiting to go out, going out, sent, or given up on (kept, never deleted).
-- While status = 'sending', next_attempt_at is the end of the sender's lease: after it, another worker may retry.
CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  submission_id text NOT NULL REFERENCES submission (id),
  kind text NOT NULL CHECK (kind IN ('lead_notification', 'confirmation')),
  recipient text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  message_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The worker's claim: rows due (pending, or sending with an expired lease), oldest due first.
-- Partial, so sent and failed rows (the vast majority over time) cost the worker nothing.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');

CREATE INDEX mail_outbox_submission_idx ON mail_outbox (submission_id);

-- Visibility of what needs a human: failed rows.
CREATE INDEX mail_outbox_failed_idx ON mail_outbox (created_at) WHERE status = 'failed';

CREATE TABLE newsletter_subscriber (
  email text NOT NULL,
  subscribed_at timestamptz NOT NULL DEFAULT now(),
  submission_id text REFERENCES submission (id)
);

-- One row per address, whatever its letter case.
CREATE UNIQUE INDEX newsletter_subscriber_email_idx ON newsletter_subscriber (lower(email));

-- Fixed-window request counts per client (keyed by the address hash), shared by every server instance.
CREATE TABLE rate_limit_window (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_window_resets_idx ON rate_limit_window (resets_at);
