import { createContext, useContext, useState } from "react";

/**
 * The site's stylesheet (app.css, compiled), given by the server renderer (entry.server.tsx) and written into every
 * page's head. Inline, the first paint waits for the document alone: a linked stylesheet is one more request on
 * the critical chain, and under Lighthouse's mobile throttling it held first paint and LCP back by about 0.1 s.
 * The browser bundle does not carry the text: hydration, and any later render, keep the element's text as the page
 * was served with it.
 */
export const SiteStylesheetContext = createContext<string | null>(null);

const ID = "site-stylesheet";

export function SiteStylesheet() {
  const served = useContext(SiteStylesheetContext);
  const [css] = useState(() => served ?? document.getElementById(ID)?.textContent ?? "");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own compiled stylesheet
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
