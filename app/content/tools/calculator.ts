import type { Action } from "../actions";
import type { SectionCopy } from "../shapes";

/**
 * The copy every free calculator fills (`components/tools/`): its fields' labels, the words of its validation
 * messages, the rules it cites and where it leads. Messages name the field through `{noun}`.
 */
export type FieldCopy = {
  label: string;
  hint?: string;
  /** How a message names the field: "the baseline output". */
  noun: string;
};

/** What a field says about a figure it cannot use, beside the field. `{noun}` is the field's noun. */
export type FigureMessages = {
  empty: string;
  notANumber: string;
  negative: string;
  /** For a figure something is divided by (revenue, a PPP factor, an output). */
  zero: string;
};

export const figureMessages: FigureMessages = {
  empty: "Enter {noun}.",
  notANumber:
    "Write {noun} as a number, in digits, such as 1,238,336 or 13.4927: commas may group the digits, and decimals take a point.",
  negative: "Enter 0 or more: {noun} cannot be negative.",
  zero: "Enter a number above 0: the calculation divides by {noun}.",
};

/** The rules a calculator follows, as summarised from the primary texts it names, and where to read those. */
export type RulesCopy = SectionCopy & {
  points: readonly string[];
  /** "As summarised from ...": the circular or notification by name. */
  citation: string;
  /** The regulators' own sites, where the primary texts are. */
  primary: readonly { label: string; href: string }[];
};

export type ToolPageCopy = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  form: { title: string; example: string };
  results: { title: string; formulasTitle: string; rounding: string };
  noScript: string;
  messages: FigureMessages;
  rules: RulesCopy;
  /** Where the calculator leads: the platform, without promising what it does not do yet. */
  platform: { title: string; text: string; actions: readonly Action[] };
};
