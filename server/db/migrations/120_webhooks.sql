-- Webhooks: a tenant's endpoints (where to send which events) and the deliveries to them, an outbox the delivery
-- worker (server/v1/webhooks/worker.ts) claims due rows of, with retries and backoff. A delivery's id is the
-- webhook-id header its receiver sees (the same on every attempt, so a receiver can drop a duplicate); a replay is
-- a new delivery naming the one it repeats. A claimed delivery stays pending with its next attempt a lease away, so
-- one whose worker died is tried again.
CREATE TABLE webhook_endpoint (
  tenant_id text NOT NULL REFERENCES api_tenant (id) ON DELETE CASCADE,
  id text NOT NULL,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  event_types text[] NOT NULL,
  -- The whsec_ signing secret, stored as given: the server must compute an HMAC with it on every delivery, so a
  -- hash would not do (see server/v1/README.md, webhooks).
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  consecutive_failures integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id)
);

CREATE TABLE webhook_delivery (
  tenant_id text NOT NULL,
  id text NOT NULL,
  endpoint_id text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_attempt_at timestamptz,
  response_status integer,
  response_body text,
  error text,
  created_at timestamptz NOT NULL,
  replay_of text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, endpoint_id) REFERENCES webhook_endpoint (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_delivery_endpoint_idx ON webhook_delivery (tenant_id, endpoint_id, created_at);
