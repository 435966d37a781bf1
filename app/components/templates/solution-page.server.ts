import { productPictureHtml } from "~/components/charts/prerender.server";
import { demoFigures } from "~/content/demo-figures.server";
import { servicesPage, solutionPages } from "~/content/offer-pages";
import { solutionContent } from "~/content/solutions/all.server";
import type { SolutionContent, SolutionSections } from "~/content/solutions/solution";
import type { PageMeta } from "~/lib/meta";
import { faqPageJsonLd, solutionJsonLd } from "~/lib/structured-data";

/**
 * The anchor and contents label of each section the template places, by the part of the content it shows; the ROI
 * calculator's and the free calculators' only where the page has them.
 */
function sectionsOf(content: SolutionContent): SolutionSections {
  return {
    problem: { id: "problem", label: "The problem" },
    solution: { id: "solution", label: "Our solution" },
    audience: { id: "who", label: "Who it is for" },
    outcomes: { id: "outcomes", label: "Outcomes" },
    capabilities: { id: "capabilities", label: "Capabilities" },
    steps: { id: "how-it-works", label: "How it works" },
    roi: content.roi ? { id: "roi-calculator", label: "ROI calculator" } : undefined,
    tools: content.tools ? { id: "free-calculators", label: "Free calculators" } : undefined,
  };
}

/**
 * What a solution page's route loader returns for its path, at build time: the content module the index names,
 * its sections, the breadcrumb and the meta tags with JSON-LD, all as data. No page's JavaScript carries the copy.
 */
export function loadSolution(url: URL) {
  const page = solutionPages.find((p) => p.path === url.pathname.replace(/\/$/, ""));
  if (!page) throw new Response("Not Found", { status: 404 });
  const content = solutionContent[page.slug];
  const sections = sectionsOf(content);
  return {
    content,
    sections,
    picture: content.hero.picture ? productPictureHtml("hero-picture", content.hero.picture, demoFigures) : null,
    trail: [
      { label: "Home", to: "/" },
      ...(content.kind === "service" ? [{ label: servicesPage.label, to: servicesPage.path }] : []),
      { label: page.label },
    ],
    meta: {
      ...content.meta,
      path: page.path,
      jsonLd: [solutionJsonLd(content, page.path), faqPageJsonLd(content.faqs, page.path)],
    } satisfies PageMeta,
  };
}
