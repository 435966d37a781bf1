import type { Caller } from "./access-token";

export const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

/** The caller of a bearer operation (the registry has verified it). */
export function callerOf(caller: Caller | null): Caller {
  if (!caller) throw new Error("bearer operation without a caller");
  return caller;
}

/** Current time at millisecond precision, the precision cursors carry. */
export const nowMs = () => new Date(Date.now());
