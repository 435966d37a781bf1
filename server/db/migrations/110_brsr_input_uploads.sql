-- Water and waste records arrive in uploads, as activity records do: one row per batch, with the file it came from
-- (name, kind, SHA-256, so the same file again is found), and an upload can be withdrawn, its records moved aside
-- to withdrawn_water_record or withdrawn_waste_record and out of every table.
CREATE TABLE brsr_input_upload (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  record_type text NOT NULL CHECK (record_type IN ('water', 'waste')),
  kind text NOT NULL CHECK (kind IN ('json', 'csv', 'xlsx', 'demo')),
  file_name text,
  file_sha256 text,
  client_id text,
  records integer NOT NULL,
  created_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  withdrawn_by text,
  PRIMARY KEY (tenant_id, id)
);

CREATE INDEX brsr_input_upload_created ON brsr_input_upload (tenant_id, record_type, created_at, id);

CREATE INDEX brsr_input_upload_file ON brsr_input_upload (tenant_id, record_type, file_sha256) WHERE withdrawn_at IS NULL;

ALTER TABLE water_record ADD COLUMN upload_id text;

ALTER TABLE waste_record ADD COLUMN upload_id text;

-- Records stored before uploads were kept: one upload per batch (a batch's records share their created_at), the demo
-- data's where the tenant holds the demo data. Its id is a ULID made of the batch's time and a digest of the batch.
CREATE FUNCTION pg_temp.batch_ulid(tenant text, record_type text, at timestamptz) RETURNS text AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
      ((floor(extract(epoch FROM at) * 1000)::bigint >> (5 * (9 - i))) & 31)::int + 1, 1), '' ORDER BY i)
    || upper(substr(md5(tenant || record_type || at::text), 1, 16))
  FROM generate_series(0, 9) AS i
$$ LANGUAGE sql IMMUTABLE;

INSERT INTO brsr_input_upload (id, tenant_id, record_type, kind, client_id, records, created_at)
SELECT pg_temp.batch_ulid(tenant_id, record_type, created_at), tenant_id, record_type,
  CASE WHEN EXISTS (SELECT 1 FROM activity_upload a WHERE a.tenant_id = b.tenant_id AND a.kind = 'demo')
    THEN 'demo' ELSE 'json' END,
  NULL, records, created_at
FROM (
  SELECT tenant_id, 'water' AS record_type, created_at, count(*)::int AS records FROM water_record
    GROUP BY tenant_id, created_at
  UNION ALL
  SELECT tenant_id, 'waste', created_at, count(*)::int FROM waste_record GROUP BY tenant_id, created_at
) b;

UPDATE water_record SET upload_id = pg_temp.batch_ulid(tenant_id, 'water', created_at);

UPDATE waste_record SET upload_id = pg_temp.batch_ulid(tenant_id, 'waste', created_at);

DROP FUNCTION pg_temp.batch_ulid(text, text, timestamptz);

-- The records of withdrawn uploads, as they were stored: the same columns in the same order (a column added to
-- water_record or waste_record is added here too), so a withdrawal moves rows with INSERT ... SELECT *.
CREATE TABLE withdrawn_water_record (LIKE water_record);

ALTER TABLE withdrawn_water_record ADD PRIMARY KEY (tenant_id, id);

ALTER TABLE withdrawn_water_record ADD FOREIGN KEY (tenant_id) REFERENCES api_tenant (id) ON DELETE CASCADE;

CREATE INDEX withdrawn_water_record_upload ON withdrawn_water_record (tenant_id, upload_id);

CREATE TABLE withdrawn_waste_record (LIKE waste_record);

ALTER TABLE withdrawn_waste_record ADD PRIMARY KEY (tenant_id, id);

ALTER TABLE withdrawn_waste_record ADD FOREIGN KEY (tenant_id) REFERENCES api_tenant (id) ON DELETE CASCADE;

CREATE INDEX withdrawn_waste_record_upload ON withdrawn_waste_record (tenant_id, upload_id);

CREATE INDEX water_record_upload ON water_record (tenant_id, upload_id);

CREATE INDEX waste_record_upload ON waste_record (tenant_id, upload_id);
