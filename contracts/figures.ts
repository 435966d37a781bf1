/**
 * The one precision rule for figures that leave the system (the API's JSON, the console's CSV and XLSX exports): a
 * number keeps at most 15 significant digits, all a double holds for certain. Binary floating point leaves noise
 * beyond them (4587.355280000001 for 4587.35528, 0.35459999999999997 for 0.3546); 15 digits drop it while keeping
 * every published factor, measured quantity and calculated figure as exact as it was. Integers pass as they are.
 */
export const SIGNIFICANT_DIGITS = 15;

export const plainFigure = (n: number): number =>
  Number.isFinite(n) && !Number.isInteger(n) ? Number(n.toPrecision(SIGNIFICANT_DIGITS)) : n;

/** A JSON value with every number in it given to the rule; strings, booleans and nulls as they are. */
export function plainFigures<T>(value: T): T {
  if (typeof value === "number") return plainFigure(value) as T;
  if (Array.isArray(value)) return value.map(plainFigures) as T;
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = plainFigures(v);
  return out as T;
}
