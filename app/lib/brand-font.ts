import interWoff2 from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * A first visit (no cookie choice stored yet, `html[data-cookie-choice="none"]`) paints in the metric-matched
 * fallback and never asks for the brand typeface before its first paint (app.css): fetched then, the font sat on
 * the critical path and held first paint and LCP back. Once the page has loaded and the browser is idle, the font
 * is fetched into the cache at low priority; the next page shown without a reload uses it (`data-font="brand"`),
 * and so does every later visit, whose cookie choice is stored.
 */
let font: "not fetched" | "fetching" | "in the cache" = "not fetched";

function fetchWhenIdle() {
  font = "fetching";
  const fetchFont = () =>
    fetch(interWoff2, { priority: "low" } as RequestInit)
      .then((res) => res.arrayBuffer())
      .then(
        () => {
          font = "in the cache";
        },
        () => {
          font = "not fetched";
        },
      );
  // Safari has no requestIdleCallback: a short delay after the load event stands in for it.
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(fetchFont, { timeout: 3000 })
      : setTimeout(fetchFont, 500);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

export function useBrandFont(): void {
  const { pathname } = useLocation();
  // Before the browser paints the page shown: a page change redraws the page anyway, so the typeface changes
  // with it and never under the reader's eyes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each page change, which is its point
  useLayoutEffect(() => {
    const html = document.documentElement;
    if (html.dataset.cookieChoice !== "none" || html.dataset.font === "brand") return;
    if (font === "in the cache") html.dataset.font = "brand";
    else if (font === "not fetched") fetchWhenIdle();
  }, [pathname]);
}
