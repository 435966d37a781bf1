import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

export type ScryptCost = { N: number; r: number; p: number };

/**
 * Passwords are hashed with scrypt at N=2^15, r=8, p=3: one of the OWASP Password Storage Cheat Sheet's
 * equivalent minimum settings (as strong as N=2^17, p=1) at 32 MiB per hash instead of 128 MiB, so the libuv pool
 * can run four at once on a small server; about 150 ms on one core. Parameters are stored with each hash, so
 * they can be raised later and old hashes still verify. The server always uses this cost (config.ts sets it, from
 * no environment variable); only the tests' configurations (server and browser) pass a cheaper one, to spend their time on
 * behaviour rather than on hashing.
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const LEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, LEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashPassword(password: string, { N, r, p }: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, N, r, p);
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

const dummyHash = ({ N, r, p }: ScryptCost) =>
  `scrypt$${N}$${r}$${p}$${Buffer.alloc(16).toString("base64url")}$${Buffer.alloc(LEN).toString("base64url")}`;

/**
 * Constant-time check. Without a stored hash (no such account) it does the same work against a dummy hash at
 * `cost`, the cost new hashes get, and answers false, so an unknown address takes as long as a known one.
 */
export async function verifyPassword(password: string, stored: string | undefined, cost: ScryptCost): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? dummyHash(cost)).split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The 49,000-odd common passwords zxcvbn-ts ships (from leaked password corpora), lower-cased. */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
