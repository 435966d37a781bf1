-- Uploads: every batch POST /v1/activity-records stores is one upload, and the demo data is one, so a tenant sees
-- what it sent and when. Records written before uploads were recorded belong to none (upload_id null).
CREATE TABLE activity_upload (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('json', 'csv', 'demo')),
  -- The client whose token wrote it; null for the demo data.
  client_id text,
  records integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

CREATE INDEX activity_upload_created ON activity_upload (tenant_id, created_at, id);

ALTER TABLE activity_record ADD COLUMN upload_id text;

CREATE INDEX activity_record_upload ON activity_record (tenant_id, upload_id);

-- API keys: a client has a name; revoking one deletes it (the quota counts the live ones) and remembers its id here
-- until every token it was issued has expired, so those tokens are refused from then on.
ALTER TABLE api_client ADD COLUMN name text;

CREATE TABLE api_client_revocation (
  client_id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  revoked_at timestamptz NOT NULL
);
