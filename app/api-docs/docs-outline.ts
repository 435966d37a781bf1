import type { DialogName } from "~/content/dialog-names";
import type { OperationSample } from "./sample-tabs";
import type { TryItOperation } from "./try-it-operation";

/**
 * The data of the API documentation's pages: the outline React renders and hydrates (sections, examples, buttons,
 * Try it operations) of the guide (/api) and of each reference page (/api/reference/{group}). Prose, tables and
 * the reference's details are named prerendered fragments (`prerendered-html.tsx`), so they
 * are in the HTML once and never in this data.
 */

export type DocsBlock =
  | { kind: "html"; fragment: string }
  | { kind: "code"; label: string; code: string }
  | { kind: "samples"; operationIds: string[] }
  | { kind: "dialog"; dialog: DialogName; label: string }
  | { kind: "reference" };

export type DocsSection = { id: string; title: string; blocks: DocsBlock[] };

type ContentsEntry = { id: string; label: string };

/** /api: the guide's sections, with the index of the reference in Resources. */
export type ApiGuideOutline = {
  version: string;
  contents: ContentsEntry[];
  sections: DocsSection[];
  /** The examples the guide shows, by operationId. */
  samples: Record<string, OperationSample>;
  /**
   * Where the anchors of operations (`op-…`) now are: on their group's reference page. Old links to
   * `/api#op-…` are sent there.
   */
  movedAnchors: Record<string, string>;
};

export type OperationOutline = {
  operationId: string;
  /** Labels of the examples shown, when the document has them. */
  bodyExample?: string;
  responseExample?: string;
  /** E.g. "Response 200: Facility". */
  responseSummary: string;
  sample?: OperationSample;
  tryIt?: TryItOperation;
};

/** /api/reference/{slug}: one group's operations in full. */
export type ReferencePageOutline = {
  version: string;
  slug: string;
  /** The group's name as the pages title it ("Emission Analytics API reference"). */
  title: string;
  description: string;
  path: string;
  contents: ContentsEntry[];
  operations: OperationOutline[];
};

/** Fragment names, shared by the build that renders them and the pages that place them. */
export const fragmentNames = {
  referenceIndex: "reference/index",
  /** A reference page's links to the other groups and the group's further documentation. */
  referenceNav: (slug: string) => `reference/${slug}/nav`,
  operation: (operationId: string) => `op/${operationId}`,
  bodyExample: (operationId: string) => `op/${operationId}/body-example`,
  response: (operationId: string) => `op/${operationId}/response`,
  responseExample: (operationId: string) => `op/${operationId}/response-example`,
  errors: (operationId: string) => `op/${operationId}/errors`,
};
