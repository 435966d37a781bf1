import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { ulid } from "ulid";
import type { Db } from "../../db/client";

export const SIGNING_ALG = "ES256";
/** Access-token lifetime; a retired key stays published this long so tokens it signed keep verifying. */
export const TOKEN_TTL_SECONDS = 3600;
/** How long an instance trusts its cached key list before reading it again (another instance may rotate). */
const CACHE_MS = 30_000;

type KeyRow = { kid: string; private_jwk: JWK; public_jwk: JWK; created_at: Date; retired_at: Date | null };
export type SigningKey = { kid: string; key: CryptoKey | Uint8Array };

async function newKeyRow(db: Pick<Db, "query">, now: Date) {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = ulid();
  const priv = await exportJWK(privateKey);
  const pub = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: "sig" };
  await db.query(
    "INSERT INTO api_signing_key (kid, alg, private_jwk, public_jwk, created_at) VALUES ($1, $2, $3, $4, $5)",
    [kid, SIGNING_ALG, JSON.stringify(priv), JSON.stringify(pub), now],
  );
  return kid;
}

/** The signing keys, persisted in the database so tokens survive restarts and are shared by every instance. */
export class SigningKeys {
  private cache: { at: number; rows: KeyRow[] } | null = null;
  private readonly imported = new Map<string, Promise<CryptoKey | Uint8Array>>();

  constructor(private readonly db: Db) {}

  /** Makes sure one active key exists (instances starting together agree on it). */
  async ensure(): Promise<void> {
    await this.db.tx(async (q) => {
      await q.query("SELECT pg_advisory_xact_lock(724302)");
      const active = await q.query("SELECT kid FROM api_signing_key WHERE retired_at IS NULL");
      if (active.length === 0) await newKeyRow(q as Db, new Date());
    });
    this.cache = null;
  }

  /** Starts signing with a new key; the old one stays published until every token it signed has expired. */
  async rotate(now = new Date()): Promise<string> {
    const kid = await this.db.tx(async (q) => {
      await q.query("SELECT pg_advisory_xact_lock(724302)");
      await q.query("UPDATE api_signing_key SET retired_at = $1 WHERE retired_at IS NULL", [now]);
      return newKeyRow(q as Db, now);
    });
    this.cache = null;
    return kid;
  }

  private async rows(force = false): Promise<KeyRow[]> {
    if (!force && this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.rows;
    const cutoff = new Date(Date.now() - (TOKEN_TTL_SECONDS + 60) * 1000);
    const rows = await this.db.query<KeyRow>(
      `SELECT kid, private_jwk, public_jwk, created_at, retired_at FROM api_signing_key
       WHERE retired_at IS NULL OR retired_at > $1 ORDER BY created_at DESC, kid DESC`,
      [cutoff],
    );
    this.cache = { at: Date.now(), rows };
    return rows;
  }

  private imports(id: string, jwk: JWK) {
    let key = this.imported.get(id);
    if (!key) {
      key = importJWK(jwk, SIGNING_ALG);
      this.imported.set(id, key);
    }
    return key;
  }

  /** The active key, read fresh so a rotation by any instance takes effect at once. */
  async current(): Promise<SigningKey> {
    const [active] = await this.db.query<KeyRow>(
      "SELECT kid, private_jwk FROM api_signing_key WHERE retired_at IS NULL ORDER BY created_at DESC LIMIT 1",
    );
    if (!active) throw new Error("No active signing key");
    return { kid: active.kid, key: await this.imports(`private:${active.kid}`, active.private_jwk) };
  }

  /** The public key for a token's kid; reloads once on a miss (the key may be newer than the cache). */
  async verificationKey(kid: string): Promise<CryptoKey | Uint8Array | null> {
    let row = (await this.rows()).find((r) => r.kid === kid);
    if (!row) row = (await this.rows(true)).find((r) => r.kid === kid);
    return row ? this.imports(`public:${kid}`, row.public_jwk) : null;
  }

  /** The JWKS document: the active key and every retired key whose tokens may still be valid. */
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.rows(true)).map((r) => r.public_jwk) };
  }

  /** Deletes keys no live token can have been signed with. */
  async prune(now = new Date()): Promise<void> {
    await this.db.query("DELETE FROM api_signing_key WHERE retired_at IS NOT NULL AND retired_at < $1", [
      new Date(now.getTime() - (TOKEN_TTL_SECONDS + 60) * 1000),
    ]);
  }
}
