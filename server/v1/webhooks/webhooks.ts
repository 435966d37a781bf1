import { z } from "zod";
import {
  pageOf,
  ulidSchema,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
} from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { invalidField, notFound } from "../platform/errors";
import { listQueryShape } from "../platform/list-query";
import { type AnyOperation, type ApiContext, operation, type RequestExample } from "../platform/operation";
import { nowMs } from "../platform/rows";
import { deletedResponse } from "../tenancy/lifecycle";
import { newWebhookSecret } from "./signing";
import { checkTarget, TargetRefused } from "./targets";
import {
  deleteEndpoint,
  deliveryById,
  deliveryPage,
  endpointById,
  endpointPage,
  insertDelivery,
  insertEndpoint,
  updateEndpoint,
} from "./webhooks-store";

/**
 * Webhooks: a workspace's admin registers endpoints for events; each delivery is signed as the Standard Webhooks
 * specification says, queued in the same transaction as its change and sent by the worker (worker.ts) with retries.
 * Guarded by admin:tenant: an endpoint's URL and secret decide where the tenant's data goes.
 */

const ACCESS = { kind: "bearer", scope: "admin:tenant" } as const;
const TAG = "Webhooks";

const WEBHOOK_ENDPOINT_EXAMPLE_ID = EXAMPLE_IDS.webhook_endpoint_id;
const WEBHOOK_DELIVERY_EXAMPLE_ID = EXAMPLE_IDS.webhook_delivery_id;

const ENDPOINT_EXAMPLE = {
  id: WEBHOOK_ENDPOINT_EXAMPLE_ID,
  url: "https://hooks.example.com/carbontracker",
  description: "ERP sync",
  event_types: ["upload.committed", "upload.withdrawn"],
  enabled: true,
  disabled_reason: null,
  consecutive_failures: 0,
  created_at: "2026-11-28T10:00:00.000Z",
  updated_at: "2026-11-28T10:00:00.000Z",
} as const;

const DELIVERY_EXAMPLE = {
  id: WEBHOOK_DELIVERY_EXAMPLE_ID,
  endpoint_id: WEBHOOK_ENDPOINT_EXAMPLE_ID,
  event_type: "upload.committed",
  payload: {
    type: "upload.committed",
    timestamp: "2026-11-28T10:05:00.000Z",
    data: { upload_id: "01M829EMF5ZQ4J7C2D8S0V3XKB", record_type: "activity", records: 12, file_name: "nov.csv" },
  },
  status: "delivered",
  attempts: 1,
  next_attempt_at: null,
  last_attempt_at: "2026-11-28T10:05:01.000Z",
  response_status: 200,
  response_body: "ok",
  error: null,
  replay_of: null,
  created_at: "2026-11-28T10:05:00.000Z",
} as const;

export const webhookRequestExamples: Record<string, RequestExample> = {
  createWebhookEndpoint: {
    body: {
      url: ENDPOINT_EXAMPLE.url,
      description: ENDPOINT_EXAMPLE.description,
      event_types: ENDPOINT_EXAMPLE.event_types,
    },
  },
  listWebhookEndpoints: { query: { "page[size]": 20 } },
  getWebhookEndpoint: { params: { id: WEBHOOK_ENDPOINT_EXAMPLE_ID } },
  updateWebhookEndpoint: {
    params: { id: WEBHOOK_ENDPOINT_EXAMPLE_ID },
    body: { description: "ERP sync (uploads)", event_types: ["upload.committed", "upload.withdrawn"] },
  },
  deleteWebhookEndpoint: { params: { id: WEBHOOK_ENDPOINT_EXAMPLE_ID } },
  testWebhookEndpoint: { params: { id: WEBHOOK_ENDPOINT_EXAMPLE_ID } },
  listWebhookDeliveries: { query: { endpoint_id: WEBHOOK_ENDPOINT_EXAMPLE_ID, "page[size]": 20 } },
  replayWebhookDelivery: { params: { id: WEBHOOK_DELIVERY_EXAMPLE_ID } },
};

/** A target refused at registration: 422 naming url. */
async function checkedUrl(ctx: ApiContext, url: string) {
  try {
    await checkTarget(url, ctx.config.webhooks.allowInsecureTargets);
  } catch (err) {
    if (err instanceof TargetRefused) throw invalidField("url", "INVALID_VALUE", err.message);
    throw err;
  }
  return url;
}

const SIGNING =
  "Each delivery is a POST of JSON ({type, timestamp, data}) signed as the Standard Webhooks specification says: webhook-id (the delivery's id, the same on every attempt), webhook-timestamp (Unix seconds) and webhook-signature (v1, then the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64-decoded part of the secret after whsec_).";

const idParams = z.object({ id: ulidSchema });

export const webhookOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/webhooks/endpoints",
    operationId: "createWebhookEndpoint",
    summary: "Register a webhook endpoint",
    description: `Registers a URL to receive events (${WEBHOOK_EVENT_TYPES.join(", ")}). The answer carries the signing secret, shown only here. ${SIGNING} The URL must be https:// and its host resolve only to public addresses (never private, loopback, link-local or shared ones): otherwise 422 naming url. Answers that are not 2xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h; an endpoint failing 10 attempts in a row, or a delivery's last retry, is disabled and the workspace's admins are emailed.`,
    tag: TAG,
    access: ACCESS,
    idempotent: true,
    body: webhookEndpointCreateSchema,
    problems: [422],
    responses: {
      201: {
        description: "The endpoint, with its secret",
        schema: webhookEndpointWithSecretSchema,
        example: { ...ENDPOINT_EXAMPLE, secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" },
      },
    },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const url = await checkedUrl(ctx, body.url);
      const secret = newWebhookSecret();
      const endpoint = await insertEndpoint(ctx.db, tenantId, {
        url,
        description: body.description,
        eventTypes: [...new Set(body.event_types)],
        secret,
        now: nowMs(),
      });
      return { status: 201, body: { ...endpoint, secret } };
    },
  }),
  operation({
    method: "GET",
    path: "/webhooks/endpoints",
    operationId: "listWebhookEndpoints",
    summary: "List webhook endpoints",
    description:
      "The tenant's endpoints, without their secrets. Filter and sort on url, enabled, created_at and updated_at, e.g. filter=enabled==false.",
    tag: TAG,
    access: ACCESS,
    query: z.object(listQueryShape),
    responses: {
      200: {
        description: "A page of endpoints",
        schema: pageOf(webhookEndpointSchema, "WebhookEndpointPage"),
        example: { data: [ENDPOINT_EXAMPLE], page: { size: 20, next_cursor: null }, summary: { count: 1, total: 1 } },
      },
    },
    handler: async ({ query, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      return { status: 200, body: await endpointPage(ctx.db, tenantId, query) };
    },
  }),
  operation({
    method: "GET",
    path: "/webhooks/endpoints/{id}",
    operationId: "getWebhookEndpoint",
    summary: "Get a webhook endpoint",
    description: "One endpoint, without its secret: whether it is enabled, why not, and its failures in a row.",
    tag: TAG,
    access: ACCESS,
    params: idParams,
    problems: [404],
    responses: { 200: { description: "The endpoint", schema: webhookEndpointSchema, example: ENDPOINT_EXAMPLE } },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const endpoint = await endpointById(ctx.db, tenantId, params.id);
      if (!endpoint) throw notFound("webhook endpoint");
      return { status: 200, body: endpoint };
    },
  }),
  operation({
    method: "PATCH",
    path: "/webhooks/endpoints/{id}",
    operationId: "updateWebhookEndpoint",
    summary: "Change a webhook endpoint",
    description:
      "Changes its url (checked as at registration), description or event_types, or disables (enabled false) or re-enables it (enabled true, which clears disabled_reason and the failures in a row; deliveries still pending resume).",
    tag: TAG,
    access: ACCESS,
    idempotent: true,
    params: idParams,
    body: webhookEndpointUpdateSchema,
    problems: [404, 422],
    responses: { 200: { description: "The endpoint", schema: webhookEndpointSchema, example: ENDPOINT_EXAMPLE } },
    handler: async ({ params, body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const url = body.url === undefined ? undefined : await checkedUrl(ctx, body.url);
      const endpoint = await updateEndpoint(ctx.db, tenantId, params.id, {
        url,
        description: body.description,
        eventTypes: body.event_types ? [...new Set(body.event_types)] : undefined,
        enabled: body.enabled,
        now: nowMs(),
      });
      if (!endpoint) throw notFound("webhook endpoint");
      if (body.enabled) ctx.webhooks.wake();
      return { status: 200, body: endpoint };
    },
  }),
  operation({
    method: "DELETE",
    path: "/webhooks/endpoints/{id}",
    operationId: "deleteWebhookEndpoint",
    summary: "Delete a webhook endpoint",
    description: "Deletes the endpoint and its deliveries, pending ones included.",
    tag: TAG,
    access: ACCESS,
    idempotent: true,
    params: idParams,
    problems: [404],
    responses: { 200: deletedResponse("webhook endpoint", WEBHOOK_ENDPOINT_EXAMPLE_ID) },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      if (!(await deleteEndpoint(ctx.db, tenantId, params.id))) throw notFound("webhook endpoint");
      return { status: 200, body: { id: params.id, deleted: true } };
    },
  }),
  operation({
    method: "POST",
    path: "/webhooks/endpoints/{id}/test",
    operationId: "testWebhookEndpoint",
    summary: "Send a test ping to a webhook endpoint",
    description:
      "Queues a webhook.test event to the endpoint, delivered like any other (signed, retried), even while the endpoint is disabled, so a receiver can be checked before it is enabled again; its failures do not count towards disabling. Answers the delivery, pending: read it again with GET /webhooks/deliveries?endpoint_id=... to see the answer.",
    tag: TAG,
    access: ACCESS,
    idempotent: true,
    params: idParams,
    problems: [404],
    responses: {
      202: {
        description: "The ping's delivery, queued",
        schema: webhookDeliverySchema,
        example: {
          ...DELIVERY_EXAMPLE,
          event_type: "webhook.test",
          payload: {
            type: "webhook.test",
            timestamp: "2026-11-28T10:05:00.000Z",
            data: { endpoint_id: WEBHOOK_ENDPOINT_EXAMPLE_ID },
          },
          status: "pending",
          attempts: 0,
          next_attempt_at: "2026-11-28T10:05:00.000Z",
          last_attempt_at: null,
          response_status: null,
          response_body: null,
        },
      },
    },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const now = nowMs();
      const delivery = await ctx.db.tx(async (q) => {
        const endpoint = await endpointById(q, tenantId, params.id);
        if (!endpoint) throw notFound("webhook endpoint");
        const payload = {
          type: "webhook.test" as const,
          timestamp: now.toISOString(),
          data: { endpoint_id: endpoint.id },
        };
        return insertDelivery(q, tenantId, endpoint.id, payload, now);
      });
      ctx.webhooks.wake();
      return { status: 202, body: delivery };
    },
  }),
  operation({
    method: "GET",
    path: "/webhooks/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "List webhook deliveries",
    description:
      "Every delivery with its payload, attempts and the last answer (status and its first 2 KB, or the error), newest first. Narrow with endpoint_id, status and event_type; filter and sort on attempts and created_at too.",
    tag: TAG,
    access: ACCESS,
    query: z.object({
      ...listQueryShape,
      endpoint_id: ulidSchema.optional(),
      status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
      event_type: z.enum(WEBHOOK_EVENT_TYPES).optional(),
    }),
    responses: {
      200: {
        description: "A page of deliveries",
        schema: pageOf(webhookDeliverySchema, "WebhookDeliveryPage"),
        example: { data: [DELIVERY_EXAMPLE], page: { size: 20, next_cursor: null }, summary: { count: 1, total: 1 } },
      },
    },
    handler: async ({ query, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const { endpoint_id, status, event_type, ...list } = query;
      return { status: 200, body: await deliveryPage(ctx.db, tenantId, list, { endpoint_id, status, event_type }) };
    },
  }),
  operation({
    method: "POST",
    path: "/webhooks/deliveries/{id}/replay",
    operationId: "replayWebhookDelivery",
    summary: "Replay a webhook delivery",
    description:
      "Queues a new delivery (a new webhook-id, replay_of naming this one) of the same payload to the same endpoint, e.g. one that failed while the receiver was down. The endpoint must be enabled: a disabled one's is 409 endpoint-disabled.",
    tag: TAG,
    access: ACCESS,
    idempotent: true,
    params: idParams,
    problems: [404, 409],
    responses: {
      202: {
        description: "The new delivery, queued",
        schema: webhookDeliverySchema,
        example: {
          ...DELIVERY_EXAMPLE,
          id: "01M829H3E6H9M2P5S8W1Y4B7D0",
          status: "pending",
          attempts: 0,
          next_attempt_at: "2026-11-28T11:00:00.000Z",
          last_attempt_at: null,
          response_status: null,
          response_body: null,
          replay_of: WEBHOOK_DELIVERY_EXAMPLE_ID,
          created_at: "2026-11-28T11:00:00.000Z",
        },
      },
    },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const now = nowMs();
      const delivery = await ctx.db.tx(async (q) => {
        const original = await deliveryById(q, tenantId, params.id);
        if (!original) throw notFound("webhook delivery");
        const endpoint = await endpointById(q, tenantId, original.endpoint_id);
        if (!endpoint?.enabled && original.event_type !== "webhook.test") {
          throw new HttpProblem("endpoint-disabled", "The delivery's endpoint is disabled; enable it first (PATCH).");
        }
        return insertDelivery(q, tenantId, original.endpoint_id, original.payload as never, now, original.id);
      });
      ctx.webhooks.wake();
      return { status: 202, body: delivery };
    },
  }),
];
