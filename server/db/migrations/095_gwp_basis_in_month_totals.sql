-- The GWP set each record's CO2e is on (co2e_gwp: AR6, or a CO2e factor's published AR5) travels with its month
-- pieces and takes part in the month totals' key, so analytics can say which basis each figure is on (the
-- co2e_gwp dimension) from the rollup, as they do for every other dimension.
ALTER TABLE activity_month ADD COLUMN co2e_gwp text;

UPDATE activity_month m SET co2e_gwp = r.co2e_gwp FROM activity_record r
  WHERE r.tenant_id = m.tenant_id AND r.id = m.record_id;

-- A piece whose record is gone (none should be: pieces leave with their records) is dropped, not guessed.
DELETE FROM activity_month WHERE co2e_gwp IS NULL;

ALTER TABLE activity_month ALTER COLUMN co2e_gwp SET NOT NULL;

ALTER TABLE activity_month_total ADD COLUMN co2e_gwp text;

DROP INDEX activity_month_total_key;

-- The totals summed again from the pieces, now per basis too.
DELETE FROM activity_month_total;

INSERT INTO activity_month_total (tenant_id, month, facility_id, source_id, meter_id, supplier_id, activity,
  source_type, scope, scope3_category, estimated, fuel_unit, co2e_gwp, co2_kg, ch4_kg, n2o_kg, co2e_kg, energy_kwh,
  fuel_quantity, records)
SELECT tenant_id, month, facility_id, source_id, meter_id, supplier_id, activity, source_type, scope, scope3_category,
  estimated, fuel_unit, co2e_gwp, COALESCE(SUM(co2_kg), 0), COALESCE(SUM(ch4_kg), 0), COALESCE(SUM(n2o_kg), 0),
  COALESCE(SUM(co2e_kg), 0), COALESCE(SUM(energy_kwh), 0), COALESCE(SUM(fuel_quantity), 0), count(*)
FROM activity_month
GROUP BY tenant_id, month, facility_id, source_id, meter_id, supplier_id, activity, source_type, scope, scope3_category,
  estimated, fuel_unit, co2e_gwp;

ALTER TABLE activity_month_total ALTER COLUMN co2e_gwp SET NOT NULL;

CREATE UNIQUE INDEX activity_month_total_key ON activity_month_total (tenant_id, month, facility_id, source_id,
  meter_id, supplier_id, activity, source_type, scope, scope3_category, estimated, fuel_unit, co2e_gwp)
  NULLS NOT DISTINCT;
