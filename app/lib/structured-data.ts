import type { Faq } from "~/content/actions";
import { type Plan, plans } from "~/content/plans";
import { site } from "~/content/site";
import type { SolutionContent } from "~/content/solutions/solution";

/** schema.org Organization for the company, rendered as JSON-LD on the home page. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.company,
    alternateName: site.brand,
    url: `${site.url}/`,
    logo: `${site.url}/favicon.svg`,
    email: site.email.sales,
    telephone: site.phone.display,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.lines[0],
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: [
      { "@type": "ContactPoint", contactType: "sales", email: site.email.sales, telephone: site.phone.display },
      { "@type": "ContactPoint", contactType: "customer support", email: site.email.support },
    ],
  };
}

/** schema.org Product with its Offer for one plan; custom-priced plans carry no price. */
export function planJsonLd(plan: Plan) {
  const url = `${site.url}/products/${plan.id}`;
  return {
    "@type": "Product",
    name: `${site.brand} ${plan.name}`,
    description: plan.description,
    category: "Carbon emission management software",
    url,
    brand: { "@type": "Brand", name: site.brand },
    offers: {
      "@type": "Offer",
      url,
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: site.company },
      ...(plan.price.kind === "monthly"
        ? {
            price: plan.price.amount.toFixed(2),
            priceCurrency: plan.price.currency,
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: plan.price.amount.toFixed(2),
              priceCurrency: plan.price.currency,
              unitCode: "MON",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
            },
          }
        : { description: plan.price.display }),
    },
  };
}

/** The plans as an ItemList of Products, for the products page. */
export function plansJsonLd(plans: readonly Plan[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${site.brand} plans`,
    itemListElement: plans.map((plan, i) => ({ "@type": "ListItem", position: i + 1, item: planJsonLd(plan) })),
  };
}

/** schema.org Product (software) or Service (our specialists' work) for a solution page. */
export function solutionJsonLd(content: SolutionContent, path: string) {
  const description = content.meta.description;
  if (content.kind === "service") {
    return serviceJsonLd({ name: content.hero.eyebrow, description, path, serviceType: content.category });
  }
  const prices = plans.flatMap((p) => (p.price.kind === "monthly" ? [p.price.amount] : []));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${site.brand} ${content.hero.eyebrow}`,
    description,
    url: `${site.url}${path}`,
    category: content.category,
    brand: { "@type": "Brand", name: site.brand },
    // Sold through the plans: the offer is the range of plan prices.
    offers: {
      "@type": "AggregateOffer",
      url: `${site.url}/products`,
      priceCurrency: "USD",
      lowPrice: Math.min(...prices).toFixed(2),
      offerCount: plans.length,
      seller: { "@type": "Organization", name: site.company },
    },
  };
}

/** schema.org Service: work our specialists do for clients in India. */
export function serviceJsonLd({
  name,
  description,
  path,
  serviceType,
}: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: `${site.url}${path}`,
    serviceType,
    provider: { "@type": "Organization", name: site.company, url: `${site.url}/` },
    areaServed: { "@type": "Country", name: "India" },
  };
}

/** schema.org FAQPage from the questions the page shows. */
export function faqPageJsonLd(faqs: readonly Faq[], path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: `${site.url}${path}`,
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

/** schema.org Article for a knowledge-base guide, published by the company. */
export function articleJsonLd({
  title,
  description,
  path,
  section,
  minutes,
}: {
  title: string;
  description: string;
  path: string;
  section: string;
  minutes: number;
}) {
  const url = `${site.url}${path}`;
  const company = { "@type": "Organization", name: site.company, url: `${site.url}/` };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: title,
    description,
    url,
    mainEntityOfPage: url,
    articleSection: section,
    timeRequired: `PT${minutes}M`,
    inLanguage: "en",
    author: company,
    publisher: { ...company, logo: { "@type": "ImageObject", url: `${site.url}/favicon.svg` } },
  };
}
