-- Emission analytics: the factor catalogue, activity and production records, Scope 2 instruments.
-- Activity records store the emissions computed at write time (per gas, CO2e, the factors used), so reads
-- aggregate numbers and every number traces to its factors.

-- The catalogue, loaded from carbon/catalogue/emission-factors.json at start (replaced when its release changes).
CREATE TABLE emission_factor (
  id text PRIMARY KEY,
  release text NOT NULL,
  activity text NOT NULL,
  region text NOT NULL,
  country text,
  sector text NOT NULL,
  scope smallint NOT NULL,
  gas text NOT NULL,
  source text NOT NULL,
  valid_from date NOT NULL,
  valid_to date,
  resource jsonb NOT NULL
);

CREATE TABLE activity_record (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  facility_id text NOT NULL,
  source_id text,
  meter_id text,
  supplier_id text,
  activity text NOT NULL,
  source_type text NOT NULL,
  scope smallint NOT NULL,
  scope3_category smallint,
  quantity double precision NOT NULL,
  unit text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  days integer NOT NULL,
  estimated boolean NOT NULL,
  factor_id text,
  co2_kg double precision,
  ch4_kg double precision,
  n2o_kg double precision,
  co2e_kg double precision NOT NULL,
  gwp_set text NOT NULL,
  co2e_gwp text NOT NULL,
  factor_ids text[] NOT NULL,
  selection_basis text NOT NULL,
  selection_region text NOT NULL,
  outside_validity boolean NOT NULL,
  energy_kwh double precision,
  -- Fuels in one unit per physical state (L, Nm3, tonne), for the fuel_consumed metric.
  fuel_quantity double precision,
  fuel_unit text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);

-- Day and week analytics read a tenant's records overlapping a window by start date.
CREATE INDEX activity_record_window ON activity_record (tenant_id, period_start);

CREATE INDEX activity_record_facility ON activity_record (tenant_id, facility_id, period_start);

-- Keyset pagination of the list in its default order.
CREATE INDEX activity_record_created ON activity_record (tenant_id, created_at, id);

-- Each record split into calendar months by days (share = days in the month / days of the record), its amounts
-- multiplied by its share: month, quarter and year analytics sum these rows. Written with the record.
CREATE TABLE activity_month (
  tenant_id text NOT NULL,
  record_id text NOT NULL,
  month date NOT NULL,
  piece_start date NOT NULL,
  piece_end date NOT NULL,
  piece_days integer NOT NULL,
  facility_id text NOT NULL,
  source_id text,
  meter_id text,
  supplier_id text,
  activity text NOT NULL,
  source_type text NOT NULL,
  scope smallint NOT NULL,
  scope3_category smallint,
  estimated boolean NOT NULL,
  co2_kg double precision,
  ch4_kg double precision,
  n2o_kg double precision,
  co2e_kg double precision NOT NULL,
  energy_kwh double precision,
  fuel_quantity double precision,
  fuel_unit text,
  PRIMARY KEY (tenant_id, record_id, month),
  -- Records go only with their facility (or tenant), so pieces follow the facility. (A foreign key to each record
  -- would cost a lookup per piece, planned while the table was small: quadratic on large imports.)
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX activity_month_window ON activity_month (tenant_id, month)
  INCLUDE (piece_start, piece_end, piece_days, facility_id, scope, activity, source_type, estimated, co2e_kg, energy_kwh);

-- The month pieces summed per month and group (a rollup kept on write): reads of whole months sum these few rows;
-- only the months a window cuts are read from the pieces. Every key column takes part in the unique key, nulls too.
CREATE TABLE activity_month_total (
  tenant_id text NOT NULL,
  month date NOT NULL,
  facility_id text NOT NULL,
  source_id text,
  meter_id text,
  supplier_id text,
  activity text NOT NULL,
  source_type text NOT NULL,
  scope smallint NOT NULL,
  scope3_category smallint,
  estimated boolean NOT NULL,
  fuel_unit text,
  co2_kg double precision NOT NULL,
  ch4_kg double precision NOT NULL,
  n2o_kg double precision NOT NULL,
  co2e_kg double precision NOT NULL,
  energy_kwh double precision NOT NULL,
  fuel_quantity double precision NOT NULL,
  records integer NOT NULL,
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX activity_month_total_key ON activity_month_total (tenant_id, month, facility_id, source_id,
  meter_id, supplier_id, activity, source_type, scope, scope3_category, estimated, fuel_unit) NULLS NOT DISTINCT;

CREATE TABLE production_record (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  facility_id text NOT NULL,
  product text,
  quantity double precision NOT NULL,
  unit text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  days integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX production_record_window ON production_record (tenant_id, period_start);

CREATE TABLE scope2_instrument (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  facility_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('REC', 'PPA', 'SUPPLIER_RATE')),
  mwh double precision NOT NULL,
  emission_rate_kg_per_mwh double precision NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  certificate_ref text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX scope2_instrument_window ON scope2_instrument (tenant_id, period_start);
