-- Key-value settings the server keeps across restarts (generated secrets, signing keys).
CREATE TABLE server_setting (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
