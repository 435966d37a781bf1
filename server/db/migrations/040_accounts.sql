-- Accounts of people who sign in on the site: each owns one sandbox tenant (no expiry) and is its admin user.
-- Secrets are never stored as given: passwords as scrypt hashes, session ids, email links and recovery codes
-- as SHA-256 digests (they are long random values, so a fast digest is enough).

CREATE TABLE account (
  id text PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text NOT NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  -- The authenticator's shared secret (base32) once enrolment is confirmed; the pending one until then.
  totp_secret text,
  totp_pending_secret text,
  -- The last TOTP time step accepted, so a code cannot be used twice.
  totp_last_step bigint,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz
);

-- One account per address, whatever its letter case.
CREATE UNIQUE INDEX account_email_idx ON account (lower(email));

CREATE TABLE account_session (
  id_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  remember boolean NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX account_session_account_idx ON account_session (account_id);

CREATE INDEX account_session_expiry_idx ON account_session (expires_at);

-- Single-use links sent by email (verify the address, reset the password).
CREATE TABLE account_token (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX account_token_account_idx ON account_token (account_id, purpose);

CREATE TABLE account_recovery_code (
  account_id text NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (account_id, code_hash)
);

-- Consecutive failed sign-ins per address typed (a keyed hash of it, whether or not an account has it, so the
-- lock cannot tell who has an account). A successful sign-in or a password reset clears the row.
CREATE TABLE sign_in_failure (
  email_hash text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- Account emails go through the lead outbox: they have no submission.
ALTER TABLE mail_outbox ALTER COLUMN submission_id DROP NOT NULL;

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;

ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('lead_notification', 'confirmation', 'account'));
