import type { ContentsEntry } from "~/components/sections/contents-nav";
import { servicesPage, solutionPages } from "~/content/offer-pages";
import { faqPageJsonLd, solutionJsonLd } from "~/lib/structured-data";
import { solutionContent } from "./all.server";

/** A solution page's contents list: its sections in order, the ROI calculator where the page has one. */
function contentsOf(withCalculator: boolean): ContentsEntry[] {
  return [
    { id: "overview", label: "Overview" },
    { id: "problem", label: "The problem" },
    { id: "solution", label: "Our solution" },
    { id: "who", label: "Who it is for" },
    { id: "outcomes", label: "Outcomes" },
    { id: "capabilities", label: "Capabilities" },
    { id: "how-it-works", label: "How it works" },
    ...(withCalculator ? [{ id: "roi-calculator", label: "ROI calculator" }] : []),
    { id: "faqs", label: "FAQs" },
    { id: "get-started", label: "Get started" },
  ];
}

/**
 * What a solution page's route loader returns for its path, at build time: the content module the index names,
 * the breadcrumb and the JSON-LD, all as data. No page's JavaScript carries the copy.
 */
export function loadSolution(url: URL) {
  const page = solutionPages.find((p) => p.path === url.pathname.replace(/\/$/, ""));
  if (!page) throw new Response("Not Found", { status: 404 });
  const content = solutionContent[page.slug];
  return {
    content,
    contents: contentsOf(Boolean(content.roi)),
    trail: [
      { label: "Home", to: "/" },
      ...(content.kind === "service" ? [{ label: servicesPage.label, to: servicesPage.path }] : []),
      { label: page.label },
    ],
    jsonLd: [solutionJsonLd(content, page.path), faqPageJsonLd(content.faqs, page.path)],
    path: page.path,
  };
}

export type SolutionPageData = ReturnType<typeof loadSolution>;
