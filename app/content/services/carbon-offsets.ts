import type { Action, Faq } from "~/content/actions";
import { timelines } from "~/content/offer-facts";

/** The carbon offsets page. */
export const carbonOffsets = {
  meta: {
    title: "Carbon Offsets: verified credits for residual emissions, retired on record",
    description: `Curation of verified carbon credits for the emissions you cannot yet reduce: screened against recognised standards, retired in your name on public registries, records kept with your inventory. Curation in ${timelines.offsetsCuration}.`,
  },
  hero: {
    eyebrow: "Carbon Offsets",
    title: "Credits for what you cannot yet cut, and nothing more",
    lead: "Offsetting comes after reduction, not instead of it. For the residual emissions left once your plan is under way, we help you choose verified credits, retire them in your name and keep the records with your inventory.",
    actions: [{ label: "Talk to an Expert", dialog: "contact" }] satisfies Action[],
  },
  principles: {
    title: "Reduce first",
    lead: "We only curate credits for companies with a measured inventory and a reduction plan.",
    items: [
      {
        title: "Residual emissions only",
        text: "Credits cover emissions that remain after the measures on your roadmap, never emissions you could cut at reasonable cost.",
      },
      {
        title: "Reported separately",
        text: "Your inventory shows gross emissions. Retired credits are disclosed alongside, never subtracted from the scopes.",
      },
      {
        title: "Claims you can defend",
        text: "We help you word claims precisely (what was compensated, with which credits, for which year) and avoid claims the evidence cannot carry.",
      },
    ],
  },
  curation: {
    title: "How we curate",
    lead: `From brief to shortlist in ${timelines.offsetsCuration}.`,
    steps: [
      {
        title: "Brief",
        text: "The tonnes to cover, the vintage year, your budget and any preference for removals or regions.",
      },
      {
        title: "Screen",
        text: "Projects checked for additionality, permanence and reversal risk, leakage, double counting and co-benefits.",
      },
      {
        title: "Shortlist",
        text: "A short list of projects with the reasons for each, the risks we see and the seller's price.",
      },
      {
        title: "Retire and record",
        text: "Credits you choose are retired on the registry in your name; the retirement record is filed with your inventory year.",
      },
    ],
  },
  standards: {
    title: "Registries and standards",
    lead: "We only consider credits issued and retired on public registries under recognised standards.",
    items: [
      {
        title: "Verra (Verified Carbon Standard)",
        text: "The largest voluntary registry; we check each project's methodology version.",
      },
      { title: "Gold Standard", text: "Credits with certified sustainable-development co-benefits." },
      {
        title: "Global Carbon Council",
        text: "A registry with a growing number of projects in South Asia and the Middle East.",
      },
      {
        title: "ICVCM Core Carbon Principles",
        text: "Where a credit type carries the CCP label, we say so; where it does not, we explain why we still consider it.",
      },
      {
        title: "India's Carbon Credit Trading Scheme",
        text: "We follow its offset mechanism as it develops and say when credits under it become a suitable choice.",
      },
    ],
  },
  records: {
    title: "Retirement records",
    items: [
      "Registry retirement statement with serial numbers, in your organisation's name",
      "Project, standard, methodology and vintage of every credit",
      "The inventory year and emissions the retirement is reported against",
      "Our screening notes, so an assurer can see why the credits were chosen",
    ],
  },
  limits: {
    title: "What offsets cannot do",
    items: [
      "They do not reduce your own emissions, and they do not count towards science-based reduction targets.",
      "Avoidance credits (for example, renewable energy or cookstoves) prevent emissions elsewhere; they do not remove carbon already in the air.",
      "Even careful screening cannot remove every risk: a forest can burn, a baseline can prove too generous. We tell you the risks we see.",
      "Prices vary widely with project type and quality; the cheapest credits are rarely the most credible.",
    ],
  },
  faqs: [
    {
      question: "Do you sell your own credits?",
      answer:
        "No. We do not develop projects or hold an inventory of credits. We screen what is available from projects and sellers, and you buy and retire in your name.",
    },
    {
      question: "Can offsets make us carbon neutral?",
      answer:
        "Only under a recognised claims framework with its conditions met, including a reduction plan and disclosure of gross emissions. We advise on the wording; we do not certify neutrality.",
    },
    {
      question: "Removals or avoidance: which should we buy?",
      answer:
        "Removals address residual emissions more directly and are expected for long-term net-zero claims, but cost more. Many companies combine both and move towards removals over time.",
    },
    {
      question: "How long does curation take?",
      answer: `A shortlist in ${timelines.offsetsCuration} from a complete brief. Retirement follows as soon as you have bought the credits you chose.`,
    },
  ] satisfies Faq[],
  cta: {
    title: "Reduce first, then compensate with care",
    text: "Talk to an expert about your residual emissions and what a credible offset would look like.",
    actions: [{ label: "Talk to an Expert", dialog: "contact" }] satisfies Action[],
  },
};
