import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";

declare module "fastify" {
  interface FastifyRequest {
    /** The client's address as a keyed hash: what every per-address limit and stored row uses, never `ip`. */
    readonly addressKey: string;
  }
}

const SALT_KEY = "leads.ip_hash_salt";

/**
 * A keyed hash of client addresses: the same address gives the same hash on every instance (so abuse
 * can be spotted), but the address cannot be recovered without the salt, which never leaves the database.
 */
export async function ipHasher(db: Db): Promise<(ip: string) => string> {
  await db.query("INSERT INTO server_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
    SALT_KEY,
    JSON.stringify(randomBytes(32).toString("base64")),
  ]);
  const [row] = await db.query<{ value: string }>("SELECT value FROM server_setting WHERE key = $1", [SALT_KEY]);
  if (!row) throw new Error("the address-hashing salt could not be stored");
  const salt = row.value;
  return (ip) => createHmac("sha256", salt).update(ip).digest("base64url").slice(0, 22);
}

/** `req.addressKey` on every request: the keyed hash of `req.ip` (which follows TRUST_PROXY). */
export function decorateAddressKey(app: FastifyInstance, keyedHash: (value: string) => string): void {
  app.decorateRequest("addressKey", {
    getter() {
      return keyedHash(this.ip);
    },
  });
}
