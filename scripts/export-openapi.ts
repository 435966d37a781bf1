/**
 * Writes the /v1 OpenAPI document to a file, or to stdout without one: the same bytes /v1/openapi.json serves.
 * Usage: tsx scripts/export-openapi.ts [out.json]. Needs no server and no database.
 */
import fs from "node:fs";
import { openApiDocumentText } from "../server/v1/document";

const out = process.argv[2];
if (out) fs.writeFileSync(out, openApiDocumentText());
else process.stdout.write(openApiDocumentText());
