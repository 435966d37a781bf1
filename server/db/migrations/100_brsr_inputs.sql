-- What a workspace keeps for BRSR Core's environmental attributes besides its activity records: water and waste per
-- facility and period, each financial year's revenue from operations and PPP conversion factor, and whether a
-- source's energy is renewable. Figures are stored converted (kL, tonnes) with the unit they were sent in; every
-- category of the BRSR table is in the JSON (0 where none was given), and the totals are computed, never typed.
CREATE TABLE water_record (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  facility_id text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  entered_unit text NOT NULL,
  -- {"surface": kL, "ground": kL, ...}
  withdrawal_kl jsonb NOT NULL,
  -- {"surface": {"none": kL, "primary": kL, ...}, ...}
  discharge_kl jsonb NOT NULL,
  total_withdrawal_kl double precision NOT NULL,
  total_discharge_kl double precision NOT NULL,
  -- BRSR's water consumption: total withdrawal minus total discharge.
  consumption_kl double precision NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);

-- Duplicates are looked up by facility and period, then compared figure for figure.
CREATE INDEX water_record_identity ON water_record (tenant_id, facility_id, period_start);

CREATE TABLE waste_record (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  facility_id text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  entered_unit text NOT NULL,
  generated_t jsonb NOT NULL,
  recovered_t jsonb NOT NULL,
  disposed_t jsonb NOT NULL,
  total_generated_t double precision NOT NULL,
  total_recovered_t double precision NOT NULL,
  total_disposed_t double precision NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX waste_record_identity ON waste_record (tenant_id, facility_id, period_start);

-- One row per financial year of the workspace; id is the year itself ('2025-26', April to March). A PPP factor is
-- kept only with its source and vintage.
CREATE TABLE financial_year (
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  id text NOT NULL,
  revenue_from_operations_inr double precision NOT NULL,
  ppp_inr_per_international_dollar double precision,
  ppp_source text,
  ppp_vintage integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CHECK (
    (ppp_inr_per_international_dollar IS NULL AND ppp_source IS NULL AND ppp_vintage IS NULL)
    OR (ppp_inr_per_international_dollar IS NOT NULL AND ppp_source IS NOT NULL AND ppp_vintage IS NOT NULL)
  )
);

-- Where a source's energy comes from (non_renewable, on_site_solar, renewable_ppa, biomass...), for BRSR's split of
-- energy into renewable and non-renewable.
ALTER TABLE api_source ADD COLUMN energy_origin text NOT NULL DEFAULT 'non_renewable';
