import { servicesPage, solutionPages } from "~/content/offer-pages";
import { faqPageJsonLd, solutionJsonLd } from "~/lib/structured-data";
import { solutionContent } from "./all.server";

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
