-- A facility that is an obligated unit under the Carbon Credit Trading Scheme (Greenhouse Gases Emission Intensity
-- Target Rules, 2025): its sector, what counts as its equivalent product (a production records' product and unit),
-- its notified 2023-24 baseline and the target GEI of each compliance year, and which scopes count.
CREATE TABLE ccts_obligation (
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  facility_id text NOT NULL,
  sector text NOT NULL,
  product text,
  output_unit text NOT NULL,
  baseline_output double precision NOT NULL,
  baseline_gei double precision NOT NULL,
  targets jsonb NOT NULL,
  covered_scopes smallint[] NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, facility_id),
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);
