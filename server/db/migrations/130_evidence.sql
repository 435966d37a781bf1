-- Evidence: files (PDF, PNG, JPEG, XLSX, CSV) attached to a record, an upload or a financial year. The metadata row is
-- what lists and the assurance pack read; the bytes are behind one storage interface (server/v1/evidence/storage.ts),
-- whose embedded default keeps them in evidence_blob, apart, so listing never reads them. A tenant's deletion removes
-- both.
CREATE TABLE evidence_file (
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  id text NOT NULL,
  -- period, activity_record, production_record, water_record, waste_record, activity_upload, brsr_input_upload
  attached_to_type text NOT NULL,
  attached_to_id text NOT NULL,
  -- The name the file was sent with, as given (shown, and offered as the download's name once made safe).
  file_name text NOT NULL,
  -- Detected from the content, never from the name.
  media_type text NOT NULL,
  byte_size bigint NOT NULL CHECK (byte_size > 0),
  sha256 text NOT NULL,
  -- client (an API client's id) or account (a person, through the console)
  uploaded_by_type text NOT NULL CHECK (uploaded_by_type IN ('client', 'account')),
  uploaded_by_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  -- The same bytes attached to the same thing are one file: a second attach answers the first.
  UNIQUE (tenant_id, attached_to_type, attached_to_id, sha256)
);

CREATE INDEX evidence_file_created ON evidence_file (tenant_id, created_at, id);

CREATE TABLE evidence_blob (
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  id text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
