import { z } from "../zod";
import { timestamp, ulidSchema } from "./tenancy";

/**
 * Webhooks: the tenant's endpoints (a URL and the events it wants) and the deliveries made to them, each signed as
 * the Standard Webhooks specification says (webhook-id, webhook-timestamp, webhook-signature headers).
 */

/** The events an endpoint may subscribe to. webhook.test is the ping POST /webhooks/endpoints/{id}/test sends. */
export const WEBHOOK_EVENT_TYPES = [
  "upload.committed",
  "upload.withdrawn",
  "period.submitted",
  "period.signed_off",
  "period.reopened",
  "member.added",
  "member.removed",
  "webhook.test",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .meta({ description: `The events to send: ${WEBHOOK_EVENT_TYPES.join(", ")}` });
const url = z.string().trim().min(1).max(2000).meta({
  description:
    "Where deliveries are POSTed: an https:// URL whose host resolves only to public addresses (never private, loopback or link-local); checked again at each delivery. Redirects are not followed.",
});
const description = z.string().trim().max(500);

export const webhookEndpointSchema = z
  .object({
    id: ulidSchema,
    url: z.string(),
    description: z.string(),
    event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean().meta({ description: "false once disabled: by PATCH, or after failing deliveries" }),
    disabled_reason: z.string().nullable().meta({ description: "Why the endpoint was disabled, if it was" }),
    consecutive_failures: z.number().int().min(0).meta({ description: "Failed attempts in a row, across deliveries" }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: "WebhookEndpoint" });

export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({
    secret: z.string().meta({
      description:
        "The signing secret (whsec_ and base64), shown only in this answer: keep it to verify webhook-signature",
    }),
  })
  .meta({ id: "WebhookEndpointWithSecret" });

export const webhookEndpointCreateSchema = z
  .object({ url, description: description.default(""), event_types: eventTypes })
  .strict()
  .meta({ id: "WebhookEndpointCreate" });

export const webhookEndpointUpdateSchema = z
  .object({
    url: url.optional(),
    description: description.optional(),
    event_types: eventTypes.optional(),
    enabled: z.boolean().optional().meta({ description: "true re-enables a disabled endpoint, its failures reset" }),
  })
  .strict()
  .meta({ id: "WebhookEndpointUpdate" });

export const webhookDeliverySchema = z
  .object({
    id: ulidSchema.meta({ description: "The webhook-id header the receiver saw (the same on every attempt)" }),
    endpoint_id: ulidSchema,
    event_type: z.enum(WEBHOOK_EVENT_TYPES),
    payload: z.object({ type: z.string(), timestamp: z.string(), data: z.record(z.string(), z.unknown()) }).meta({
      description: "The JSON body sent: type, timestamp and data",
    }),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).meta({
      description: "pending (not yet sent, or to be retried), delivered (a 2xx answer) or failed (retries exhausted)",
    }),
    attempts: z.number().int().min(0),
    next_attempt_at: timestamp.nullable().meta({ description: "When it is tried next, while pending" }),
    last_attempt_at: timestamp.nullable(),
    response_status: z.number().int().nullable().meta({ description: "The HTTP status of the last answer" }),
    response_body: z.string().nullable().meta({ description: "The last answer's body, its first 2 KB" }),
    error: z.string().nullable().meta({ description: "Why the last attempt failed without an answer, if it did" }),
    replay_of: ulidSchema.nullable().meta({ description: "The delivery this one replays" }),
    created_at: timestamp,
  })
  .meta({ id: "WebhookDelivery" });
