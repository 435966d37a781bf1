export const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

/** Current time at millisecond precision, the precision cursors carry. */
export const nowMs = () => new Date(Date.now());
