import { z } from "zod";

// In the browser, zod must not probe for `new Function` (the site's CSP forbids eval, and the probe is reported as
// a violation); the server keeps zod's compiled parsers. Every schema module imports `z` from here, so this runs
// before any schema is built.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
