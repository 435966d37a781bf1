/** The languages of the API examples, in tab order. */
export const SAMPLE_LANGUAGES = [
  { id: "curl", label: "curl" },
  { id: "javascript", label: "JavaScript" },
  { id: "python", label: "Python" },
] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]["id"];
