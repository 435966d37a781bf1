-- Facilities get the short code people use for them in their sheets (PNQ-01), unique in a tenant whatever its case;
-- sources and meters can be deactivated as facilities can: kept with their history, left out of lists unless asked.
ALTER TABLE api_facility ADD COLUMN code text;

CREATE UNIQUE INDEX api_facility_code ON api_facility (tenant_id, lower(code)) WHERE code IS NOT NULL;

ALTER TABLE api_source ADD COLUMN active boolean NOT NULL DEFAULT true;

ALTER TABLE api_meter ADD COLUMN active boolean NOT NULL DEFAULT true;
