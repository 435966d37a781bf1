-- Uploads name the file they came from (its name, kind as uploaded and SHA-256, so the same file sent again is
-- recognised) and can be withdrawn: their records move to withdrawn_activity_record, out of every total, and the
-- upload stays listed with who withdrew it and when.
ALTER TABLE activity_upload DROP CONSTRAINT activity_upload_kind_check;

ALTER TABLE activity_upload ADD CONSTRAINT activity_upload_kind_check CHECK (kind IN ('json', 'csv', 'xlsx', 'demo'));

ALTER TABLE activity_upload ADD COLUMN file_name text;

ALTER TABLE activity_upload ADD COLUMN file_sha256 text;

ALTER TABLE activity_upload ADD COLUMN withdrawn_at timestamptz;

ALTER TABLE activity_upload ADD COLUMN withdrawn_by text;

CREATE INDEX activity_upload_file ON activity_upload (tenant_id, file_sha256) WHERE withdrawn_at IS NULL;

-- The records of withdrawn uploads, as they were stored: the same columns in the same order (a column added to
-- activity_record is added here too), so a withdrawal moves rows with INSERT ... SELECT *.
CREATE TABLE withdrawn_activity_record (LIKE activity_record);

ALTER TABLE withdrawn_activity_record ADD PRIMARY KEY (tenant_id, id);

ALTER TABLE withdrawn_activity_record ADD FOREIGN KEY (tenant_id) REFERENCES api_tenant (id) ON DELETE CASCADE;

CREATE INDEX withdrawn_activity_record_upload ON withdrawn_activity_record (tenant_id, upload_id);

CREATE INDEX withdrawn_activity_record_facility ON withdrawn_activity_record (tenant_id, facility_id);

-- Duplicate rows are looked up by what makes a record the same one: facility, activity and period.
CREATE INDEX activity_record_identity ON activity_record (tenant_id, facility_id, activity, period_start);
