import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const LEN = 32;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, LEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A fresh client secret: 32 random bytes, base64url. */
export function newClientSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashClientSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(secret, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString("base64url")}$${Buffer.alloc(LEN).toString("base64url")}`;

/** Constant-time check; with no stored hash it still does the work, so unknown clients take as long as known ones. */
export async function verifyClientSecret(secret: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? DUMMY_HASH).split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(secret, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}
