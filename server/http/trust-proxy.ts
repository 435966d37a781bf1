import { isIP } from "node:net";

/**
 * Which proxies in front of the server are trusted to tell the client's address (`X-Forwarded-For`) and protocol
 * (`X-Forwarded-Proto`, `X-Forwarded-Host`): a hop count (0: none, 1: one proxy in front) or the proxies' addresses
 * and CIDR ranges. `X-Forwarded-For` is read from the right, one entry per trusted proxy; the entries left of those
 * are whatever the client wrote.
 */
export type TrustProxy = number | string[];

const NOT_A_SETTING =
  "use a number of proxy hops (1: one proxy in front), a comma-separated list of proxy addresses or CIDR ranges, or false";

function isAddressOrRange(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY. `true` means one proxy, the address the nearest proxy saw; the result is a message when it is not a setting. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const v = value.trim();
  if (v === "" || v === "false") return 0;
  if (v === "true") return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) {
    const named = bad.map((e) => (e === "" ? "an empty entry" : `"${e}"`)).join(", ");
    return { error: `${named} is not an IP address or CIDR range; ${NOT_A_SETTING}` };
  }
  return entries;
}

/** The setting as Fastify's `trustProxy` option, under which `req.ip` and `req.protocol` follow it. */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(setting)) return setting;
  if (setting === 0) return false;
  // Fastify's own number option no longer trusts any hop, so hops are counted here: hop 0 is the connection's peer.
  return (_address, hop) => hop < setting;
}
