-- Workspaces: the tenants an account opens in the console, each with the account's user there. Its own company's
-- workspace (kind own: the tenant of account.tenant_id, empty at sign-up) and, once the account opens it, a demo
-- workspace of its own holding the demo company's data (kind demo). An account made before workspaces keeps its
-- tenant, with everything in it (the demo data it was given at sign-up included), as its own workspace: its demo
-- workspace is made when first opened.
CREATE TABLE account_workspace (
  account_id text NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('own', 'demo')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, tenant_id),
  UNIQUE (account_id, kind)
);

CREATE INDEX account_workspace_tenant_idx ON account_workspace (tenant_id);

INSERT INTO account_workspace (account_id, tenant_id, user_id, kind, created_at)
  SELECT id, tenant_id, user_id, 'own', created_at FROM account;

-- A company's own workspace is a tenant of its own kind, so what is meant for sandboxes (the reset to the demo data)
-- can refuse it.
ALTER TABLE api_tenant DROP CONSTRAINT api_tenant_kind_check;
ALTER TABLE api_tenant ADD CONSTRAINT api_tenant_kind_check CHECK (kind IN ('demo', 'sandbox', 'workspace'));
UPDATE api_tenant SET kind = 'workspace' WHERE id IN (SELECT tenant_id FROM account_workspace WHERE kind = 'own');

-- An own workspace is no longer given the demo data, so when it was is no longer kept.
ALTER TABLE account DROP COLUMN demo_seeded_at;
