/**
 * A chart drawn at build time (`prerender.server.tsx`): its SVG markup arrives with the page's data and is placed
 * as it is, so no chart code runs in the browser.
 */
export function PrerenderedChart({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React at build time.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
