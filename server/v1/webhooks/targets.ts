import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may be sent: checked like any outbound request of a server on the internet, at registration and
 * again at each delivery (a name's addresses can change). https only, and never an address on a private, loopback,
 * link-local, shared (CGNAT), unspecified or multicast network, nor such an IPv4 address written as IPv6.
 *
 * `allowInsecure` (config `webhooks.allowInsecureTargets`: tests and a developer's own machine, never production)
 * lets http:// through and loopback addresses only: every other refusal stands.
 */

const refused = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  refused.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b:1::", 48],
] as const)
  refused.addSubnet(net, prefix, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d, ::ffff:xxxx:xxxx, or the deprecated ::a.b.c.d), as IPv4. */
export function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::ffff:0:|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|::ffff:0:)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const n = (Number.parseInt(hex[1]!, 16) << 16) | Number.parseInt(hex[2]!, 16);
    return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
  }
  return null;
}

/** Why an IP address may not be a webhook's target, or null when it may. */
export function addressProblem(address: string, allowInsecure: boolean): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const v4 = family === 4 ? address : embeddedIPv4(address);
  const [ip, type] = v4 ? [v4, "ipv4" as const] : [address, "ipv6" as const];
  if (loopback.check(ip, type)) return allowInsecure ? null : `${address} is a loopback address`;
  if (refused.check(ip, type))
    return `${address} is a private, link-local, shared, unspecified or multicast address, not one on the internet`;
  return null;
}

/** Why a URL may not be a webhook's target, before resolving its host; null when it may be. */
export function urlProblem(url: string, allowInsecure: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "must be an absolute URL";
  }
  if (parsed.protocol !== "https:" && !(allowInsecure && parsed.protocol === "http:"))
    return allowInsecure ? "must be an https:// or http:// URL" : "must be an https:// URL";
  if (parsed.username || parsed.password) return "must not carry a user name or password";
  if (parsed.hash) return "must not have a fragment";
  const host = hostOf(parsed);
  if (isIP(host) !== 0) return addressProblem(host, allowInsecure);
  if (host === "localhost" || host.endsWith(".localhost")) return allowInsecure ? null : `${host} is a loopback name`;
  if (!host.includes(".")) return `${host} is not a public host name`;
  return null;
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

export class TargetRefused extends Error {}

/**
 * The addresses of a target's host, every one of which must be allowed (a name with one private address among
 * public ones is refused: which one a connection gets is not ours to pick). Throws TargetRefused saying why.
 */
export async function checkedAddresses(
  host: string,
  allowInsecure: boolean,
  lookup: Lookup = systemLookup,
): Promise<{ address: string; family: number }[]> {
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      throw new TargetRefused(`${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new TargetRefused(`${host} does not resolve`);
  for (const { address } of addresses) {
    const problem = addressProblem(address, allowInsecure);
    if (problem) throw new TargetRefused(isIP(host) ? problem : `${host} resolves to ${problem}`);
  }
  return addresses;
}

/** Checks a URL entirely: its form, then its host's addresses. Throws TargetRefused. */
export async function checkTarget(url: string, allowInsecure: boolean, lookup: Lookup = systemLookup) {
  const problem = urlProblem(url, allowInsecure);
  if (problem) throw new TargetRefused(problem);
  const parsed = new URL(url);
  return { url: parsed, addresses: await checkedAddresses(hostOf(parsed), allowInsecure, lookup) };
}
