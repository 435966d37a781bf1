/** X-Timezone: display times in the caller's zone beside the UTC values. */

export const TIMEZONE_HEADER = "x-timezone";

export function validTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return tz.length <= 64;
  } catch {
    return false;
  }
}

/** "2025-01-02T03:04:05.000Z" in zone tz as "2025-01-02T08:34:05.000+05:30". */
export function localTime(iso: string, tz: string): string {
  const d = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "longOffset",
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : String(parts.timeZoneName).replace("GMT", "");
  const ms = String(d.getUTCMilliseconds()).padStart(3, "0");
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${ms}${offset}`;
}

/** Adds `<name>_local` beside every `<name>_at` timestamp of a resource (display only; values stay UTC). */
export function withLocalTimes(value: unknown, tz: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withLocalTimes(v, tz));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = withLocalTimes(v, tz);
    if (k.endsWith("_at") && typeof v === "string" && !Number.isNaN(Date.parse(v)))
      out[`${k}_local`] = localTime(v, tz);
  }
  return out;
}
