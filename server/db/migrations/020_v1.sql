-- The /v1 API sandbox: tenants and their clients, signing keys, activity resources, rate limits, idempotency.
-- Every tenant-owned row carries tenant_id; references between resources are (tenant_id, id) pairs so a row can
-- only point at rows of its own tenant, and deleting a tenant deletes everything it owns.

CREATE TABLE api_tenant (
  id text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('demo', 'sandbox')),
  contact_email text,
  company text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz
);

CREATE INDEX api_tenant_expiry ON api_tenant (expires_at) WHERE kind = 'sandbox';

CREATE TABLE api_client (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  secret_hash text NOT NULL,
  scopes text[] NOT NULL,
  roles text[] NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE api_signing_key (
  kid text PRIMARY KEY,
  alg text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  retired_at timestamptz
);

CREATE TABLE api_user (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  email text NOT NULL,
  roles text[] NOT NULL,
  mfa_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, email)
);

CREATE TABLE api_org (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  name text NOT NULL,
  country text NOT NULL,
  industry text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE api_facility (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  org_id text NOT NULL,
  name text NOT NULL,
  country text NOT NULL,
  state text,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  industry text,
  active boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, org_id) REFERENCES api_org (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX api_facility_org ON api_facility (tenant_id, org_id);

CREATE TABLE api_source (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  facility_id text NOT NULL,
  type text NOT NULL,
  description text,
  unit text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, facility_id) REFERENCES api_facility (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX api_source_facility ON api_source (tenant_id, facility_id);

CREATE TABLE api_meter (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  source_id text NOT NULL,
  make text,
  model text,
  serial text NOT NULL,
  unit text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, source_id) REFERENCES api_source (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX api_meter_source ON api_meter (tenant_id, source_id);

-- Token buckets: one row per access token (or per address for public endpoints), shared by every instance.
CREATE TABLE api_rate_bucket (
  bucket text PRIMARY KEY,
  tokens double precision NOT NULL,
  allowed boolean NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE api_idempotency (
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, key)
);
