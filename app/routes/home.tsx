import { lazy, Suspense } from "react";
import { ContactSection } from "~/components/sections/contact-section";

// Below the fold: its form code hydrates from its own chunk instead of weighing on the first load.
const ContactForm = lazy(() => import("~/forms/contact-form").then((m) => ({ default: m.ContactForm })));

import { DemoPreview } from "~/components/sections/demo-preview";
import { HomeHero } from "~/components/sections/home-hero";
import { ProductShowcase } from "~/components/sections/product-showcase";
import { ServicesOverview } from "~/components/sections/services-overview";
import { contact } from "~/content/home";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data";

export const meta = () => [
  ...pageMeta({
    title: "CarbonTracker: carbon emission management for Scope 1, 2 and 3",
    description:
      "Measure, reduce and report Scope 1-3 greenhouse-gas emissions with an audit-ready platform aligned with the GHG Protocol, ISO 14064, BRSR and CDP.",
    path: "/",
  }),
  { "script:ld+json": organizationJsonLd() },
];

export default function Home() {
  return (
    <>
      <HomeHero />
      <ProductShowcase />
      <DemoPreview />
      <ServicesOverview />
      <ContactSection title={contact.title} lead={contact.lead}>
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      </ContactSection>
    </>
  );
}
