/**
 * Makes every prerendered page paint from its HTML and CSS alone, before any script is fetched. The page is
 * readable without JavaScript, so hydration can wait for the first paint; fetched earlier, the ~115 KB of modules compete
 * with the HTML, CSS and font the first paint needs. Measured with Lighthouse mobile: dropping the modulepreload
 * hints took first paint and LCP from about 2.2 s to 0.9-1.7 s; starting the modules after the first paint made
 * it a steady 1.2-1.5 s on every page (it had varied with how many modules the browser happened to request before it
 * painted). Two rewrites:
 * - the `<link rel="modulepreload">` hints are removed;
 * - React Router's module script, which imports the manifest and route modules statically (so the browser fetches
 *   them as soon as it parses it), imports the same modules under the same names (the manifest first) from a
 *   function that runs once the browser reports the first contentful paint (after it is on screen, so no module
 *   request can slip in before it), at once in a tab that is hidden and will not paint or a browser that does not
 *   report paints, and after 3 s at the latest; the script's other statements (joining split route modules,
 *   publishing them, importing the client entry) follow as they were.
 * The console's SPA fallback page is left as it is: it has nothing to show before its scripts, so they may as well
 * be preloaded.
 * The build fails if a page's module script is not in the shape this expects, rather than ship it unrewritten.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");

export function paintFirst(html: string, file = "page"): string {
  const withoutHints = html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(withoutHints);
  if (!script || script[1] === undefined) return withoutHints;
  return (
    withoutHints.slice(0, script.index) +
    `<script type="module" async="">${bootAfterFirstPaint(script[1], file)}</script>` +
    withoutHints.slice(script.index + script[0].length)
  );
}

function bootAfterFirstPaint(body: string, file: string): string {
  const manifest = /^\s*import "(\/assets\/[^"]+\.js)";/.exec(body);
  const routes = [...body.matchAll(/^import \* as ([\w$]+) from "(\/assets\/[^"]+\.js)";$/gm)];
  const rest = body
    .slice(manifest?.[0].length ?? 0)
    .replace(/^import \* as [\w$]+ from "[^"]+";$/gm, "")
    .trim();
  if (
    !manifest ||
    routes.length === 0 ||
    /^\s*import\s*["*{\w]/m.test(rest) ||
    !rest.includes("__reactRouterRouteModules")
  ) {
    throw new Error(`${file}: React Router's module script is not in the expected shape:\n${body}`);
  }
  const names = routes.map((r) => r[1]).join(",");
  const imports = routes.map((r) => `import("${r[2]}")`).join(",");
  return (
    `const boot=async()=>{await import("${manifest[1]}");` +
    `const [${names}]=await Promise.all([${imports}]);\n${rest}\n};` +
    "let booted=false;const start=()=>{if(!booted){booted=true;boot()}};" +
    'if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))start();' +
    'else{new PerformanceObserver((list,o)=>{if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,3000)}'
  );
}

function walk(dir: string, visit: (file: string) => void) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else if (entry.name.endsWith(".html")) visit(full);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let pages = 0;
  walk(root, (file) => {
    if (path.basename(file) === "__spa-fallback.html") return;
    const html = fs.readFileSync(file, "utf8");
    const rewritten = paintFirst(html, path.relative(root, file));
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      pages++;
    }
  });
  console.log(
    `${pages} pages paint before their scripts load (modulepreload hints dropped, hydration after the first paint)`,
  );
}
