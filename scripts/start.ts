/** `npm start`: builds the site when the build is missing or older than the sources, then serves it. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const buildIndex = path.resolve(process.env.BUILD_DIR ?? "build", "client", "index.html");

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const sourcesChanged = () => {
  if (!fs.existsSync(buildIndex)) return true;
  const built = fs.statSync(buildIndex).mtimeMs;
  return ["app", "contracts", "public"].some((d) => fs.existsSync(d) && newest(d) > built);
};

if (sourcesChanged()) {
  console.log("Building the site…");
  const r = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import("../server/main");
