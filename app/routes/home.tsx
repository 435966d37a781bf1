import { lazy, Suspense } from "react";
import { productPictureHtml, showcasePictureHtml } from "~/components/charts/prerender.server";
import { showcaseSlides } from "~/components/charts/showcase-slides";
import { ContactSection } from "~/components/sections/contact-section";
import { DemoPreview } from "~/components/sections/demo-preview";
import { HomeHero } from "~/components/sections/home-hero";
import { ProductShowcase } from "~/components/sections/product-showcase";
import { ServicesOverview } from "~/components/sections/services-overview";
import { IconSet } from "~/components/ui/icon";
import { demoFigures } from "~/content/demo-figures.server";
import { contact, demoPreview, hero, homeMeta, servicesIntro, showcase } from "~/content/home";
import { serviceCards } from "~/content/service-cards";
import { iconNodesFor } from "~/lib/icon-nodes.server";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

// Below the fold: its form code hydrates from its own chunk instead of weighing on the first load.
const ContactForm = lazy(() => import("~/forms/contact-form").then((m) => ({ default: m.ContactForm })));

/**
 * Runs at build time: the copy, the icons' drawings, the JSON-LD and the charts of the demo tenant's figures reach
 * the page as data, not as JavaScript.
 */
export function loader() {
  const content = { hero, showcase, demoPreview, servicesIntro, contact, serviceCards };
  const slides = showcaseSlides(demoFigures);
  return {
    ...content,
    icons: iconNodesFor(content),
    meta: homeMeta,
    jsonLd: organizationJsonLd(),
    dashboard: productPictureHtml("hero-dashboard", "scopes", demoFigures),
    // The carousel gets each slide's words and its picture; the figures are drawn into the picture.
    showcaseSlides: slides.map(({ title, caption, ...rest }) => ({
      title,
      caption,
      badge: "badge" in rest ? rest.badge : undefined,
    })),
    showcasePictures: slides.map((slide, i) => showcasePictureHtml(`showcase-${i + 1}`, slide, true)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData && { ...loaderData.meta, path: "/", jsonLd: [loaderData.jsonLd] });

// The content never changes after the build.
export const shouldRevalidate = () => false;

export default function Home({ loaderData: home }: Route.ComponentProps) {
  return (
    <IconSet icons={home.icons}>
      <HomeHero hero={home.hero} dashboard={home.dashboard} />
      <ProductShowcase showcase={home.showcase} slides={home.showcaseSlides} pictures={home.showcasePictures} />
      <DemoPreview content={home.demoPreview} />
      <ServicesOverview intro={home.servicesIntro} cards={home.serviceCards} />
      <ContactSection title={home.contact.title} lead={home.contact.lead}>
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      </ContactSection>
    </IconSet>
  );
}
