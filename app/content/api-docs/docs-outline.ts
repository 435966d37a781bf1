import type { OperationSample } from "~/components/api-docs/sample-tabs";
import type { DialogName } from "~/components/dialogs/dialog-names";
import type { TryItOperation } from "./try-it";

/**
 * The /api page's data: the outline React renders and hydrates (sections, examples, buttons, Try it
 * operations). Prose, tables and the reference's details are named prerendered fragments
 * (`components/api-docs/prerendered-html.tsx`), so they are in the HTML once and never in this data.
 */

export type DocsBlock =
  | { kind: "html"; fragment: string }
  | { kind: "code"; label: string; code: string }
  | { kind: "samples"; operationIds: string[] }
  | { kind: "dialog"; dialog: DialogName; label: string }
  | { kind: "reference" };

export type DocsSection = { id: string; title: string; blocks: DocsBlock[] };

export type OperationOutline = {
  operationId: string;
  /** Labels of the examples shown, when the document has them. */
  bodyExample?: string;
  responseExample?: string;
  /** E.g. "Response 200: Facility". */
  responseSummary: string;
};

export type ReferenceGroupOutline = { id: string; operations: OperationOutline[] };

export type ApiDocsOutline = {
  version: string;
  contents: { id: string; label: string }[];
  sections: DocsSection[];
  reference: ReferenceGroupOutline[];
  samples: Record<string, OperationSample>;
  tryIt: Record<string, TryItOperation>;
};

/** Fragment names of the reference, shared by the build that renders them and the page that places them. */
export const fragmentNames = {
  referenceNav: "reference/nav",
  group: (id: string) => `reference/${id}`,
  operation: (operationId: string) => `op/${operationId}`,
  bodyExample: (operationId: string) => `op/${operationId}/body-example`,
  response: (operationId: string) => `op/${operationId}/response`,
  responseExample: (operationId: string) => `op/${operationId}/response-example`,
  errors: (operationId: string) => `op/${operationId}/errors`,
};
