import type { z } from "zod";
import type { WebhookEventType, webhookDeliverySchema, webhookEndpointSchema } from "../../../contracts/api";
import type { Db, Queryable } from "../../db/client";
import { newIds } from "../platform/ids";
import { field, type ListParams, type ListSpec, listPage, type Page } from "../platform/list-query";
import { iso, isoOrNull } from "../platform/rows";

/**
 * The SQL of webhooks: a tenant's endpoints, the deliveries queued for them (in the caller's transaction, so an
 * event is queued exactly when its change commits), the worker's claim of due deliveries and what each attempt
 * answered, and the tenant's admins to tell when an endpoint is disabled.
 */

export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The most of an answer's body kept with a delivery. */
export const RESPONSE_BODY_LIMIT = 2048;

function toEndpoint(row: Record<string, unknown>): WebhookEndpoint {
  return {
    id: String(row.id),
    url: String(row.url),
    description: String(row.description),
    event_types: row.event_types as WebhookEndpoint["event_types"],
    enabled: Boolean(row.enabled),
    disabled_reason: (row.disabled_reason as string | null) ?? null,
    consecutive_failures: Number(row.consecutive_failures),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function toDelivery(row: Record<string, unknown>): WebhookDelivery {
  const payload = typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload;
  return {
    id: String(row.id),
    endpoint_id: String(row.endpoint_id),
    event_type: row.event_type as WebhookDelivery["event_type"],
    payload,
    status: row.status as WebhookDelivery["status"],
    attempts: Number(row.attempts),
    next_attempt_at: row.status === "pending" ? isoOrNull(row.next_attempt_at) : null,
    last_attempt_at: isoOrNull(row.last_attempt_at),
    response_status: row.response_status === null ? null : Number(row.response_status),
    response_body: (row.response_body as string | null) ?? null,
    error: (row.error as string | null) ?? null,
    replay_of: (row.replay_of as string | null) ?? null,
    created_at: iso(row.created_at),
  };
}

export async function insertEndpoint(
  q: Queryable,
  tenantId: string,
  e: { url: string; description: string; eventTypes: readonly string[]; secret: string; now: Date },
): Promise<WebhookEndpoint> {
  const [row] = await q.query(
    `INSERT INTO webhook_endpoint (tenant_id, id, url, description, event_types, secret, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING *`,
    [tenantId, newIds(1)[0], e.url, e.description, [...e.eventTypes], e.secret, e.now],
  );
  return toEndpoint(row!);
}

export async function endpointById(q: Queryable, tenantId: string, id: string): Promise<WebhookEndpoint | null> {
  const [row] = await q.query("SELECT * FROM webhook_endpoint WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return row ? toEndpoint(row) : null;
}

const endpointList: ListSpec = {
  table: "webhook_endpoint",
  defaultSort: "created_at",
  fields: {
    url: field("url", "text"),
    enabled: field("enabled", "boolean"),
    created_at: field("created_at", "timestamp"),
    updated_at: field("updated_at", "timestamp"),
  },
};

export function endpointPage(db: Queryable, tenantId: string, params: ListParams): Promise<Page<WebhookEndpoint>> {
  return listPage(db, endpointList, tenantId, params, {}, toEndpoint);
}

/** Changes the fields given; re-enabling clears the reason and the failure count. Null when there is none. */
export async function updateEndpoint(
  q: Queryable,
  tenantId: string,
  id: string,
  c: { url?: string; description?: string; eventTypes?: readonly string[]; enabled?: boolean; now: Date },
): Promise<WebhookEndpoint | null> {
  const [row] = await q.query(
    `UPDATE webhook_endpoint
        SET url = COALESCE($3, url), description = COALESCE($4, description),
            event_types = COALESCE($5, event_types), enabled = COALESCE($6, enabled),
            disabled_reason = CASE WHEN $6::boolean IS TRUE THEN NULL
                                   WHEN $6::boolean IS FALSE AND enabled THEN 'Disabled by PATCH'
                                   ELSE disabled_reason END,
            consecutive_failures = CASE WHEN $6::boolean IS TRUE THEN 0 ELSE consecutive_failures END,
            updated_at = $7
      WHERE tenant_id = $1 AND id = $2
      RETURNING *`,
    [
      tenantId,
      id,
      c.url ?? null,
      c.description ?? null,
      c.eventTypes ? [...c.eventTypes] : null,
      c.enabled ?? null,
      c.now,
    ],
  );
  return row ? toEndpoint(row) : null;
}

/** Deletes an endpoint with its deliveries; false when there was none. */
export async function deleteEndpoint(q: Queryable, tenantId: string, id: string): Promise<boolean> {
  const rows = await q.query("DELETE FROM webhook_endpoint WHERE tenant_id = $1 AND id = $2 RETURNING id", [
    tenantId,
    id,
  ]);
  return rows.length > 0;
}

export type EventPayload = { type: WebhookEventType; timestamp: string; data: Record<string, unknown> };

/** Queues one delivery of a payload to one endpoint, due now. */
export async function insertDelivery(
  q: Queryable,
  tenantId: string,
  endpointId: string,
  payload: EventPayload,
  now: Date,
  replayOf: string | null = null,
): Promise<WebhookDelivery> {
  const [row] = await q.query(
    `INSERT INTO webhook_delivery (tenant_id, id, endpoint_id, event_type, payload, next_attempt_at, created_at,
       replay_of)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING *`,
    [tenantId, newIds(1)[0], endpointId, payload.type, JSON.stringify(payload), now, replayOf],
  );
  return toDelivery(row!);
}

/**
 * Queues an event for every enabled endpoint of the tenant subscribed to its type, inside the caller's
 * transaction: the deliveries exist exactly when the change does. Answers how many were queued.
 */
export async function enqueueWebhookEvent(
  q: Queryable,
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const endpoints = await q.query<{ id: string }>(
    "SELECT id FROM webhook_endpoint WHERE tenant_id = $1 AND enabled AND $2 = ANY (event_types) ORDER BY id",
    [tenantId, type],
  );
  const payload: EventPayload = { type, timestamp: now.toISOString(), data };
  for (const e of endpoints) await insertDelivery(q, tenantId, e.id, payload, now);
  return endpoints.length;
}

export async function deliveryById(q: Queryable, tenantId: string, id: string): Promise<WebhookDelivery | null> {
  const [row] = await q.query("SELECT * FROM webhook_delivery WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return row ? toDelivery(row) : null;
}

const deliveryList: ListSpec = {
  table: "webhook_delivery",
  defaultSort: "-created_at",
  fields: {
    endpoint_id: field("endpoint_id", "text", false),
    status: field("status", "text"),
    event_type: field("event_type", "text"),
    attempts: field("attempts", "number"),
    response_status: field("response_status", "number", false),
    created_at: field("created_at", "timestamp"),
  },
};

export function deliveryPage(
  db: Queryable,
  tenantId: string,
  params: ListParams,
  scope: { endpoint_id?: string; status?: string; event_type?: string },
): Promise<Page<WebhookDelivery>> {
  const fixed = Object.fromEntries(Object.entries(scope).filter(([, v]) => v !== undefined));
  return listPage(db, deliveryList, tenantId, params, fixed, toDelivery);
}

export type ClaimedDelivery = {
  tenant_id: string;
  id: string;
  endpoint_id: string;
  payload: EventPayload;
  attempts: number;
  url: string;
  secret: string;
};

/**
 * Claims due deliveries (pending ones whose time has come, an enabled endpoint's, or a test ping's to any): each
 * attempt counted and its next attempt set a lease away, so a delivery whose worker died is tried again.
 */
export async function claimDueDeliveries(db: Db, leaseMs: number, batchSize: number): Promise<ClaimedDelivery[]> {
  const rows = await db.query<Record<string, unknown>>(
    `UPDATE webhook_delivery d
        SET attempts = d.attempts + 1, last_attempt_at = now(),
            next_attempt_at = now() + $1::double precision * interval '1 millisecond'
       FROM webhook_endpoint e
      WHERE e.tenant_id = d.tenant_id AND e.id = d.endpoint_id
        AND d.id IN (
          SELECT w.id FROM webhook_delivery w
            JOIN webhook_endpoint we ON we.tenant_id = w.tenant_id AND we.id = w.endpoint_id
           WHERE w.status = 'pending' AND w.next_attempt_at <= now()
             AND (we.enabled OR w.event_type = 'webhook.test')
           ORDER BY w.next_attempt_at
           LIMIT $2
           FOR UPDATE OF w SKIP LOCKED)
      RETURNING d.tenant_id, d.id, d.endpoint_id, d.payload, d.attempts, e.url, e.secret`,
    [leaseMs, batchSize],
  );
  return rows.map((r) => ({
    tenant_id: String(r.tenant_id),
    id: String(r.id),
    endpoint_id: String(r.endpoint_id),
    payload: (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as EventPayload,
    attempts: Number(r.attempts),
    url: String(r.url),
    secret: String(r.secret),
  }));
}

/** A 2xx answer: the delivery is done and the endpoint's run of failures ends. */
export async function recordDelivered(db: Db, d: ClaimedDelivery, status: number, body: string) {
  await db.tx(async (q) => {
    await q.query(
      `UPDATE webhook_delivery SET status = 'delivered', response_status = $3, response_body = $4, error = NULL
        WHERE tenant_id = $1 AND id = $2`,
      [d.tenant_id, d.id, status, body.slice(0, RESPONSE_BODY_LIMIT)],
    );
    await q.query("UPDATE webhook_endpoint SET consecutive_failures = 0 WHERE tenant_id = $1 AND id = $2 AND enabled", [
      d.tenant_id,
      d.endpoint_id,
    ]);
  });
}

/**
 * A failed attempt (an answer other than 2xx, or none): retried after `retryInMs`, or failed for good when null.
 * The endpoint counts it; an endpoint past `disableAfter` failures in a row, or whose delivery failed for good, is
 * disabled. Answers whether this attempt disabled it (once: the UPDATE takes only an enabled endpoint).
 */
export async function recordFailure(
  db: Db,
  d: ClaimedDelivery,
  outcome: { status: number | null; body: string | null; error: string | null },
  retryInMs: number | null,
  disableAfter: number,
  /** Runs in the same transaction when the endpoint is disabled: its admins are told with the disabling, or not at all. */
  onDisabled: (q: Queryable, reason: string) => Promise<void> = async () => {},
): Promise<{ disabled: boolean; reason: string | null }> {
  return db.tx(async (q) => {
    await q.query(
      `UPDATE webhook_delivery
          SET status = $3, response_status = $4, response_body = $5, error = $6,
              next_attempt_at = now() + $7::double precision * interval '1 millisecond'
        WHERE tenant_id = $1 AND id = $2`,
      [
        d.tenant_id,
        d.id,
        retryInMs === null ? "failed" : "pending",
        outcome.status,
        outcome.body === null ? null : outcome.body.slice(0, RESPONSE_BODY_LIMIT),
        outcome.error?.slice(0, 1000) ?? null,
        retryInMs ?? 0,
      ],
    );
    // A test ping's failures are the caller's to see, not the endpoint's to be disabled for.
    if (d.payload.type === "webhook.test") return { disabled: false, reason: null };
    const [endpoint] = await q.query<{ consecutive_failures: number }>(
      `UPDATE webhook_endpoint SET consecutive_failures = consecutive_failures + 1
        WHERE tenant_id = $1 AND id = $2 AND enabled RETURNING consecutive_failures`,
      [d.tenant_id, d.endpoint_id],
    );
    if (!endpoint) return { disabled: false, reason: null };
    const failures = Number(endpoint.consecutive_failures);
    const reason =
      retryInMs === null
        ? `Delivery ${d.id} failed ${d.attempts} times, its last retry included`
        : failures >= disableAfter
          ? `${failures} delivery attempts failed in a row`
          : null;
    if (!reason) return { disabled: false, reason: null };
    const disabled = await q.query(
      `UPDATE webhook_endpoint SET enabled = false, disabled_reason = $3, updated_at = now()
        WHERE tenant_id = $1 AND id = $2 AND enabled RETURNING id`,
      [d.tenant_id, d.endpoint_id, reason],
    );
    if (disabled.length > 0) await onDisabled(q, reason);
    return { disabled: disabled.length > 0, reason };
  });
}

/** The email addresses of the tenant's owner and administrators who joined it with an account. */
export async function tenantAdminEmails(q: Queryable, tenantId: string): Promise<string[]> {
  const rows = await q.query<{ email: string }>(
    `SELECT a.email FROM account_workspace w JOIN account a ON a.id = w.account_id
       JOIN api_user u ON u.tenant_id = w.tenant_id AND u.id = w.user_id
      WHERE w.tenant_id = $1 AND u.roles && ARRAY['owner', 'admin'] ORDER BY a.email`,
    [tenantId],
  );
  return rows.map((r) => r.email);
}
