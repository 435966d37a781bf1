import { site } from "../site";

/**
 * The API's base URL as the build writes it into the prerendered examples: the site's public address
 * (`VITE_PUBLIC_BASE_URL`). A page served from elsewhere (a local server, another host) shows the examples with
 * its own address once hydrated (`app/api-docs/docs-preferences.tsx`); without scripts they keep this one.
 */
export const BUILT_API_BASE = `${site.url}/v1`;
