-- How a workspace's sheets map onto the import's fields, kept per header row: the next file with the same headers is
-- offered the same columns, activity choices and date order.
CREATE TABLE import_mapping (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  -- The headers trimmed, lower-cased and joined: what makes two files' headers the same.
  header_key text NOT NULL,
  mapping jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

CREATE UNIQUE INDEX import_mapping_headers ON import_mapping (tenant_id, header_key);
