/** Writes .br and .gz beside every compressible built file, so the server sends them without work per request. */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(js|css|html|svg|json|xml|txt|map|csv)$/;

let files = 0;
function walk(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = fs.readFileSync(full);
      // Small files too: a page loads a score of small chunks, which would otherwise be compressed per request.
      const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      if (br.length >= data.length) continue;
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      files++;
    }
  }
}
walk(root);
console.log(`compressed ${files} files in ${path.relative(process.cwd(), root)}`);
