import type { FigureMessages } from "~/content/tools/calculator";

export type FigureProblem = keyof FigureMessages;
export type FigureReading = { ok: true; value: number } | { ok: false; problem: FigureProblem };

/** Digits, plain or grouped in thousands (1,238,336) or the Indian way (12,38,336), with an optional fraction. */
const PLAIN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const INTERNATIONAL = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const INDIAN = /^\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d*)?$/;

/**
 * A figure typed into a calculator, as a person writes it: "1,238,336", "12,38,336", "₹ 1,000" and "13.4927" are
 * numbers. Empty, anything else, a negative number, and 0 where the figure is a divisor are problems to name.
 */
export function readFigure(text: string, { divisor = false }: { divisor?: boolean } = {}): FigureReading {
  const typed = text.trim().replace(/^₹\s*/, "");
  if (typed === "") return { ok: false, problem: "empty" };
  const negative = /^[-−]\s*/.test(typed);
  const digits = typed.replace(/^[-−+]\s*/, "");
  if (!PLAIN.test(digits) && !INTERNATIONAL.test(digits) && !INDIAN.test(digits)) {
    return { ok: false, problem: "notANumber" };
  }
  const value = Number(digits.replaceAll(",", ""));
  if (negative && value !== 0) return { ok: false, problem: "negative" };
  if (divisor && value === 0) return { ok: false, problem: "zero" };
  return { ok: true, value };
}

/** The sentence a field shows beside itself for a figure it cannot use. */
export function figureMessage(reading: FigureReading, messages: FigureMessages, noun: string): string | undefined {
  return reading.ok ? undefined : messages[reading.problem].replaceAll("{noun}", noun);
}

/** The figure, or null when it cannot be used. */
export const usable = (reading: FigureReading): number | null => (reading.ok ? reading.value : null);
