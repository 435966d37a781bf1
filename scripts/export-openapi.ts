/**
 * Writes the /v1 OpenAPI document (generated from the route registry) to a file, or to stdout without one.
 * Usage: tsx scripts/export-openapi.ts [out.json]. Uses a throwaway in-memory database; serves nothing.
 */
import fs from "node:fs";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import { openDb } from "../server/db/client";

const out = process.argv[2];
const db = await openDb({});
const app = await buildServer(
  testConfig({ publicBaseUrl: process.env.PUBLIC_BASE_URL ?? "https://carbontracker.co.in" }),
  { db },
);
try {
  const res = await app.inject({ method: "GET", url: "/v1/openapi.json" });
  const text = `${JSON.stringify(res.json(), null, 2)}\n`;
  if (out) fs.writeFileSync(out, text);
  else process.stdout.write(text);
} finally {
  await app.close();
  await db.close();
}
