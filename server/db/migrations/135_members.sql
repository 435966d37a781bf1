-- Members: people who join a company's workspace by invitation. Each is a user of the tenant (api_user) with roles,
-- linked to their account by account_workspace (kind member). A workspace has one owner (role owner): the person
-- who made it, until they transfer it. An auditor's access may end on a date.
ALTER TABLE account_workspace DROP CONSTRAINT account_workspace_kind_check;
ALTER TABLE account_workspace ADD CONSTRAINT account_workspace_kind_check CHECK (kind IN ('own', 'demo', 'member'));
ALTER TABLE account_workspace DROP CONSTRAINT account_workspace_account_id_kind_key;
CREATE UNIQUE INDEX account_workspace_own_and_demo_idx ON account_workspace (account_id, kind)
  WHERE kind IN ('own', 'demo');
CREATE INDEX account_workspace_user_idx ON account_workspace (tenant_id, user_id);
-- Removing a member (their user) ends their membership with it.
ALTER TABLE account_workspace ADD CONSTRAINT account_workspace_user_fkey FOREIGN KEY (tenant_id, user_id)
  REFERENCES api_user (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE api_user ADD COLUMN access_ends_at timestamptz;

-- Whoever made a workspace owns it.
UPDATE api_user SET roles = ARRAY['owner']
  WHERE (tenant_id, id) IN (SELECT tenant_id, user_id FROM account_workspace);

-- An account's own workspace may come to be owned by someone else (ownership transferred): deleting that owner's
-- account then deletes the workspace, and must not delete the account that made it.
ALTER TABLE account DROP CONSTRAINT account_tenant_id_fkey;
ALTER TABLE account ALTER COLUMN tenant_id DROP NOT NULL;
ALTER TABLE account ADD CONSTRAINT account_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES api_tenant (id)
  ON DELETE SET NULL;

-- The plan a workspace is on sets how many members it may have (contracts/plans.ts).
ALTER TABLE api_tenant ADD COLUMN plan text NOT NULL DEFAULT 'eco-start'
  CHECK (plan IN ('eco-start', 'green-edge', 'carbon-pro'));

-- An invitation link: the token's hash, for one invited user, working once until it expires.
CREATE TABLE member_invitation (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  FOREIGN KEY (tenant_id, user_id) REFERENCES api_user (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX member_invitation_user_idx ON member_invitation (tenant_id, user_id);
