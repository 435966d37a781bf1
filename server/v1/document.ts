import { limitsDescription } from "./limits-description";
import { operations, operationTags } from "./operations";
import { openApiDocument } from "./platform/openapi";
import { requestExamples } from "./request-examples";

let text: string | undefined;

/**
 * The /v1 OpenAPI document as served and as the build writes it: one text, byte for byte. It is made of constants
 * only, so it is made once per process (about 0.4 s of CPU each time, which every server start paid).
 */
export function openApiDocumentText(): string {
  text ??= `${JSON.stringify(openApiDocument(operations, operationTags, { notes: limitsDescription(), requestExamples }), null, 2)}\n`;
  return text;
}
