/**
 * Puts the /api documentation body (prerendered as /api/docs-body.txt) into /api's prerendered HTML, inside the
 * element the page marks `data-docs-body`. Readers and crawlers get the whole documentation in the HTML; the page's
 * data stays small because the body is not in it, and React leaves the element's content as it is.
 */
import fs from "node:fs";
import path from "node:path";

const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const pagePath = path.join(client, "api", "index.html");
const body = fs.readFileSync(path.join(client, "api", "docs-body.txt"), "utf8");
const html = fs.readFileSync(pagePath, "utf8");
const marker = /(<div data-docs-body=""[^>]*>)(<\/div>)/g;
const found = html.match(marker)?.length ?? 0;
if (found !== 1) throw new Error(`expected one empty data-docs-body element in ${pagePath}, found ${found}`);
fs.writeFileSync(
  pagePath,
  html.replace(marker, (_, open: string, close: string) => `${open}${body}${close}`),
);
console.log(
  `spliced ${(body.length / 1024).toFixed(0)} KB of API documentation into ${path.relative(process.cwd(), pagePath)}`,
);
