-- The audit trail of /v1: one row per change a client or a person made, appended after the change, never edited or
-- deleted. Each tenant's events form a chain: seq 1, 2, 3... and each event's hash covers the one before it
-- (server/v1/audit/audit-store.ts), so an event altered or removed afterwards shows as a broken link.
CREATE TABLE audit_event (
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  seq bigint NOT NULL CHECK (seq > 0),
  id text NOT NULL,
  occurred_at timestamptz NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('client', 'account')),
  actor_id text NOT NULL,
  type text NOT NULL,
  resource_type text NOT NULL,
  resource_id text,
  request_id text NOT NULL,
  changes jsonb,
  data jsonb NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (tenant_id, seq),
  UNIQUE (tenant_id, id)
);

CREATE INDEX audit_event_occurred ON audit_event (tenant_id, occurred_at, id);

CREATE INDEX audit_event_resource ON audit_event (tenant_id, resource_type, resource_id);

-- Append-only: an UPDATE is always refused, a DELETE unless its tenant is gone (deleting a tenant cascades here).
CREATE FUNCTION audit_event_append_only() RETURNS trigger AS $$ BEGIN IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM api_tenant WHERE id = OLD.tenant_id) THEN RETURN OLD; END IF; RAISE EXCEPTION 'audit_event is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege'; END $$ LANGUAGE plpgsql;

CREATE TRIGGER audit_event_append_only BEFORE UPDATE OR DELETE ON audit_event
  FOR EACH ROW EXECUTE FUNCTION audit_event_append_only();

CREATE FUNCTION audit_event_no_truncate() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit_event is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege'; END $$ LANGUAGE plpgsql;

CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_event
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_no_truncate();

-- The chain's head, kept on the tenant in the transaction that appends: removing the newest events leaves a chain
-- shorter than its head says, which verification reports. The head only moves forward.
ALTER TABLE api_tenant ADD COLUMN audit_head_seq bigint NOT NULL DEFAULT 0;

ALTER TABLE api_tenant ADD COLUMN audit_head_hash text;

CREATE FUNCTION audit_head_forward_only() RETURNS trigger AS $$ BEGIN IF NEW.audit_head_seq < OLD.audit_head_seq THEN RAISE EXCEPTION 'the audit chain head only moves forward' USING ERRCODE = 'insufficient_privilege'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;

CREATE TRIGGER audit_head_forward_only BEFORE UPDATE OF audit_head_seq ON api_tenant
  FOR EACH ROW EXECUTE FUNCTION audit_head_forward_only();
