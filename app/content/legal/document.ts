/** The shape of a legal text: numbered sections with anchors, each a run of blocks. */
export type LegalBlock =
  | string
  | { subheading: string }
  | { list: readonly string[] }
  | { table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] } };

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  description: string;
  path: string;
  lastUpdated: { iso: string; display: string };
  intro: readonly string[];
  sections: readonly LegalSection[];
};
