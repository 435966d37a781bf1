import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Signing webhook deliveries as the Standard Webhooks specification says (https://www.standardwebhooks.com):
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the
 * base64-decoded part of the `whsec_` secret. Pure: no clock, no I/O.
 */

export const SECRET_PREFIX = "whsec_";
/** How far a receiver should let a timestamp be from its clock (the specification's suggestion: 5 minutes). */
export const TIMESTAMP_TOLERANCE_S = 5 * 60;

/** A new secret: whsec_ and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

function keyOf(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(encoded, "base64");
}

/** The signature header's value for one message: `v1,` and the base64 HMAC-SHA256. */
export function signWebhook(secret: string, id: string, timestampS: number, body: string): string {
  const mac = createHmac("sha256", keyOf(secret)).update(`${id}.${timestampS}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** The three headers of a signed delivery. */
export function webhookHeaders(secret: string, id: string, timestampS: number, body: string) {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestampS),
    "webhook-signature": signWebhook(secret, id, timestampS, body),
  };
}

/**
 * What a receiver does: true when one of the space-separated `v1,` signatures is the message's and the timestamp is
 * within the tolerance of `nowS`.
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowS: number,
  toleranceS = TIMESTAMP_TOLERANCE_S,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body).slice(3), "base64");
  return headers.signature.split(" ").some((part) => {
    const [version, mac] = part.split(",", 2);
    if (version !== "v1" || !mac) return false;
    const given = Buffer.from(mac, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
