/** A disclosure's input a caller must correct: a figure out of its range, or a required description left blank. */
export type DisclosureInputError = {
  code: "OUT_OF_RANGE" | "REQUIRED";
  field: string;
  message: string;
};

export const outOfRange = (field: string, expected: string): DisclosureInputError => ({
  code: "OUT_OF_RANGE",
  field,
  message: `${field} must be ${expected}`,
});

export const required = (field: string, what: string): DisclosureInputError => ({
  code: "REQUIRED",
  field,
  message: `${field} is required: ${what}`,
});
