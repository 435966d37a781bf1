import { limitsDescription } from "./limits-description";
import { operations, operationTags } from "./operations";
import { openApiDocument } from "./platform/openapi";
import { requestExamples } from "./request-examples";

/** The /v1 OpenAPI document as served and as the build writes it: one text, byte for byte. */
export function openApiDocumentText(): string {
  return `${JSON.stringify(openApiDocument(operations, operationTags, { notes: limitsDescription(), requestExamples }), null, 2)}\n`;
}
