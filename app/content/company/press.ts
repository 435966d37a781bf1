import { hero, showcase } from "../home";
import type { Faq, SectionCopy, Stat } from "../shapes";
import { site } from "../site";

/** A downloadable brand file in public/brand/. */
export type BrandAsset = {
  name: string;
  text: string;
  /** Shown on this background in the preview. */
  preview: "light" | "dark";
  /** The logo's proportions: 4:1 with the name, 1:1 for the mark alone. */
  shape: "wide" | "square";
  files: readonly { format: "SVG" | "PNG"; href: string; detail: string }[];
};

export const press = {
  meta: {
    title: "Press and media: fact sheet, brand assets and inquiries",
    description:
      "Press contacts, company boilerplate, fact sheet, downloadable CarbonTracker logos in SVG and PNG, our quotes policy and a form for media inquiries.",
  },
  hero: {
    eyebrow: "Press and media",
    title: "Press room",
    lead: "Facts, logos and people to talk to about CarbonTracker and carbon accounting in India. We answer journalists first, and before your deadline.",
  },
  contacts: {
    copy: { title: "Press contacts" } satisfies SectionCopy,
    list: [
      { label: "Press inquiries", email: site.email.press, text: "Interviews, comment and company news." },
      { label: "Media and brand", email: site.email.media, text: "Logos, images, partnerships and events." },
    ],
  },
  boilerplate: {
    copy: { title: "About CarbonTracker", lead: "Boilerplate for articles and releases." } satisfies SectionCopy,
    text: `${site.brand} is a carbon emission management platform from ${site.company}, based in Noida, India. It measures Scope 1, 2 and 3 greenhouse-gas emissions from meter readings, fuel bills and supplier data, and turns them into audit-ready disclosures aligned with the GHG Protocol, ISO 14064, BRSR and CDP. Companies use its platform, analytics, reporting dashboard and API, with advisory services from first inventory to assured report.`,
  },
  factSheet: {
    copy: { title: "Fact sheet" } satisfies SectionCopy,
    facts: [
      { term: "Company", detail: site.company },
      { term: "Headquarters", detail: "Noida, Uttar Pradesh, India" },
      {
        term: "Products",
        detail: "CarbonTracker Platform, Emission Analytics, Reporting Dashboard, the /v1 REST API",
      },
      { term: "Plans", detail: "Eco Start from $99/month, Green Edge from $299/month, Carbon Pro custom pricing" },
      { term: "Standards", detail: "GHG Protocol, ISO 14064, BRSR, CDP, IPCC AR6 global warming potentials" },
      { term: "Hosting", detail: "ap-south-1 (India) by default; custom data residency on Carbon Pro" },
    ],
    // The same figures the home page shows, stated once there.
    stats: [...hero.stats, ...showcase.stats] satisfies Stat[],
  },
  brandAssets: {
    copy: {
      title: "Brand assets",
      lead: "Use the logo as supplied: do not recolour, stretch or add effects, and keep clear space the height of the leaf around it.",
    } satisfies SectionCopy,
    list: [
      {
        name: "Logo, full colour",
        text: "For white or light backgrounds.",
        preview: "light",
        shape: "wide",
        files: [
          { format: "SVG", href: "/brand/carbontracker-logo.svg", detail: "vector" },
          { format: "PNG", href: "/brand/carbontracker-logo.png", detail: "1200 × 300 px" },
        ],
      },
      {
        name: "Logo, reversed",
        text: "For dark or photographic backgrounds.",
        preview: "dark",
        shape: "wide",
        files: [
          { format: "SVG", href: "/brand/carbontracker-logo-reversed.svg", detail: "vector" },
          { format: "PNG", href: "/brand/carbontracker-logo-reversed.png", detail: "1200 × 300 px" },
        ],
      },
      {
        name: "Mark",
        text: "The leaf on its own, for avatars and small spaces.",
        preview: "light",
        shape: "square",
        files: [
          { format: "SVG", href: "/brand/carbontracker-mark.svg", detail: "vector" },
          { format: "PNG", href: "/brand/carbontracker-mark.png", detail: "512 × 512 px" },
        ],
      },
    ] satisfies BrandAsset[],
  },
  quotesPolicy: {
    copy: { title: "Quotes policy" } satisfies SectionCopy,
    points: [
      "Quotes come from named spokespeople on our leadership team; we do not give anonymous comment.",
      "We check facts and figures we have given you on request, but we do not ask to approve your article.",
      "Customer names and figures are shared only with the customer's written permission.",
      "Figures we give you are sourced: we say which are measured, which are estimated and which are illustrative.",
    ],
  },
  faqs: {
    copy: { title: "Press FAQs" } satisfies SectionCopy,
    list: [
      {
        question: "How fast do you reply?",
        answer:
          "Within one business day (IST), and before your deadline if you tell us it. For breaking news, say so in the subject line.",
      },
      {
        question: "Can I interview a customer?",
        answer:
          "Often, yes. Tell us the story you are working on and we will ask customers who fit whether they would like to talk.",
      },
      {
        question: "Can you comment on BRSR, CDP or carbon-market regulation?",
        answer:
          "Yes. Our advisory leads comment on disclosure rules, Scope 3 methods and carbon markets; we will say where a question is outside our expertise.",
      },
      {
        question: "May I use your logo?",
        answer:
          "Yes, for editorial coverage of CarbonTracker, using the files on this page as supplied. For anything else, write to our media address.",
      },
    ] satisfies Faq[],
  },
  form: {
    copy: {
      title: "Send a press inquiry",
      lead: "Tell us your deadline and questions; a spokesperson or our media team will reply.",
    } satisfies SectionCopy,
  },
};

export type PressContent = typeof press;
