/** A sandbox tenant's responses carry a Sunset header (RFC 8594) in its last this many days. */
export const EXPIRY_NOTICE_DAYS = 7;

/** The Sunset header naming when the tenant and all its data are deleted, once that is near; else none. */
export function expiryNotice(expiresAt: Date | null, now = new Date()): Record<string, string> {
  if (!expiresAt || expiresAt.getTime() - now.getTime() > EXPIRY_NOTICE_DAYS * 86_400_000) return {};
  return { Sunset: expiresAt.toUTCString() };
}
