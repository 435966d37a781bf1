-- Reporting periods (financial years) that are prepared, reviewed and signed off. A year without a row is a draft.
-- Signing off keeps a snapshot: the year's totals and the SHA-256 of the records behind them; while a year is signed
-- off, writes that would change it are refused. Reopening it (a restatement) is kept in history with its reason.
CREATE TABLE reporting_period (
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  id text NOT NULL,
  state text NOT NULL CHECK (state IN ('draft', 'in_review', 'signed_off')),
  submitted_by jsonb,
  submitted_at timestamptz,
  signed_off_by jsonb,
  signed_off_at timestamptz,
  same_person boolean,
  snapshot jsonb,
  restatement jsonb,
  -- [{action, actor_type, actor_id, at, reason?}], oldest first
  history jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
