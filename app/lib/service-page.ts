import type { Faq } from "~/content/shapes";
import { pageMeta } from "./meta";
import { faqPageJsonLd, serviceJsonLd } from "./structured-data";

type ServiceContent = { meta: { title: string; description: string }; faqs: readonly Faq[] };
type IndexedService = { path: string; label: string };

/** A service page's loader data: its copy, and its Service and FAQPage JSON-LD built from that copy. */
export function serviceLoaderData<C extends ServiceContent>(page: IndexedService, content: C, serviceType: string) {
  return {
    content,
    jsonLd: [
      serviceJsonLd({ name: page.label, description: content.meta.description, path: page.path, serviceType }),
      faqPageJsonLd(content.faqs, page.path),
    ],
  };
}

/** Title, description, canonical, Open Graph and JSON-LD of a service page, from its loader's data. */
export function serviceMeta(
  page: IndexedService,
  data: { content: ServiceContent; jsonLd: readonly object[] } | undefined,
) {
  if (!data) return [];
  return [...pageMeta({ ...data.content.meta, path: page.path }), ...data.jsonLd.map((d) => ({ "script:ld+json": d }))];
}
