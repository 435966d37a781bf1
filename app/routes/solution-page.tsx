import { SolutionPage } from "~/components/templates/solution-page";
import { servicesPage, solutionPages } from "~/content/offer-pages";
import { solutionContent } from "~/content/solutions/all.server";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd, solutionJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/solution-page";

/**
 * Runs at build time (every solution path is prerendered): the copy and its JSON-LD reach the page as data in
 * the HTML (and a `.data` file for client-side navigation), never as JavaScript.
 */
export function loader({ url }: Route.LoaderArgs) {
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

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { path, content, jsonLd } = loaderData;
  return [
    ...pageMeta({ title: content.meta.title, description: content.meta.description, path }),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
};

export default function SolutionRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionPage content={loaderData.content} trail={loaderData.trail} />;
}
