import type { Faq } from "~/content/shapes";
import type { PageMeta } from "./meta";
import { faqPageJsonLd, serviceJsonLd } from "./structured-data";

type ServiceContent = { meta: { title: string; description: string }; faqs: readonly Faq[] };
type IndexedService = { path: string; label: string };

/** A service page's loader data: its copy, and its meta tags with the Service and FAQPage JSON-LD of that copy. */
export function serviceLoaderData<C extends ServiceContent>(page: IndexedService, content: C, serviceType: string) {
  return {
    content,
    meta: {
      ...content.meta,
      path: page.path,
      jsonLd: [
        serviceJsonLd({ name: page.label, description: content.meta.description, path: page.path, serviceType }),
        faqPageJsonLd(content.faqs, page.path),
      ],
    } satisfies PageMeta,
  };
}
