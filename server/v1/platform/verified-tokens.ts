import type { Caller } from "./access-token";

/** Tokens remembered at most; past that the oldest are forgotten first. */
const CAPACITY = 10_000;

/**
 * Access tokens already verified, with what they said, until they expire: a client sends the same token for an
 * hour, so its signature is checked once, not on every request. A token is a signed statement that cannot
 * change; what can (the tenant still exists, the budget) is checked on every request all the same.
 */
export function verifiedTokens(verify: (token: string) => Promise<Caller>) {
  const known = new Map<string, Caller>();
  return async function callerOf(token: string): Promise<Caller> {
    const cached = known.get(token);
    if (cached && cached.expiresAt.getTime() > Date.now()) return cached;
    known.delete(token);
    const caller = await verify(token);
    if (known.size >= CAPACITY) known.delete(known.keys().next().value as string);
    known.set(token, caller);
    return caller;
  };
}
