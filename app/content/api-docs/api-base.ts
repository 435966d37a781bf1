import { site } from "../site";

/**
 * The API's base URL as the build writes it into the prerendered examples: the site's public address
 * (`VITE_PUBLIC_BASE_URL`). A page served from elsewhere (a local server, another host) shows the examples with
 * its own address once hydrated (`servedApiBase`); without scripts they keep this one.
 */
export const BUILT_API_BASE = `${site.url}/v1`;

/** The API base of the site the page was loaded from: the server that serves the pages serves `/v1` beside them. */
export const servedApiBase = (): string => `${window.location.origin}/v1`;
