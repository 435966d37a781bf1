import type { ApiError, FieldProblem } from "../api";

/**
 * A form's words for the fields the API refuses: the API names each field and why (errors[].field and code), and a
 * form says it beside the input in plain words. `missing` is said for an empty or wrongly typed value, `invalid` for
 * one outside what the field takes; anything else keeps the API's own message (a taken code, a unit that cannot
 * measure the source's).
 */
export type FieldWords = { missing: string; invalid?: string };

function wordsFor(problem: FieldProblem, words: FieldWords): string {
  switch (problem.code) {
    case "REQUIRED":
    case "INVALID_TYPE":
      return words.missing;
    case "OUT_OF_RANGE":
    case "INVALID_FORMAT":
    case "INVALID_VALUE":
      return words.invalid ?? problem.message;
    case "TOO_LONG": {
      const most = /\d+/.exec(problem.message)?.[0];
      return most ? `Shorten this to ${most} characters or fewer.` : problem.message;
    }
    case "CONTROL_CHARACTER":
      return "Remove the hidden characters pasted into this text.";
    default:
      return problem.message.endsWith(".") ? problem.message : `${problem.message}.`;
  }
}

export type FormProblem = {
  /** Plain words for each refused field the form shows. */
  byField: Partial<Record<string, string>>;
  /** The refusal is about something else too (a field the form does not show, or no field at all). */
  other: boolean;
};

/** Sorts a refusal's field errors into the form's fields. */
export function formProblem<F extends string>(error: ApiError | null, fields: Record<F, FieldWords>): FormProblem {
  if (!error) return { byField: {}, other: false };
  const byField: Partial<Record<string, string>> = {};
  let other = error.fields.length === 0;
  for (const problem of error.fields) {
    const words = (fields as Record<string, FieldWords | undefined>)[problem.field];
    if (!words) other = true;
    else byField[problem.field] ??= wordsFor(problem, words);
  }
  return { byField, other };
}

/**
 * A number typed into a form, as the API takes it: grouping commas dropped ("1,25,000" or "125,000"), a number where
 * it is one, the text as typed otherwise (for the API to name), and empty as absent.
 */
export function typedNumber(text: string): number | string | undefined {
  const t = text.trim().replaceAll(",", "");
  if (t === "") return undefined;
  return Number.isFinite(Number(t)) ? Number(t) : t;
}
