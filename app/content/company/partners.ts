import type { Faq, InfoCard, SectionCopy, Step } from "../shapes";
import { site } from "../site";

/** A partner program tier. */
export type PartnerTier = {
  name: string;
  badge?: string;
  summary: string;
  requirements: readonly string[];
  benefits: readonly string[];
};

export const partners = {
  meta: {
    title: "Partner program: implementation, advisory, technology and channel",
    description:
      "Partner with CarbonTracker as an implementation, advisory, technology or channel partner. Registered, Certified and Premier tiers, the five-step engagement model and how to apply.",
  },
  hero: {
    eyebrow: "Partner program",
    title: "Grow your climate practice with CarbonTracker",
    lead: "Consultancies, assurance firms, technology vendors and resellers help companies measure and cut emissions with our platform. Join them with a program that pays for quality, not volume.",
    contacts: [
      { label: "Partnerships", email: site.email.partners },
      { label: "Technology alliances", email: site.email.alliances },
    ],
  },
  types: {
    copy: {
      title: "Four ways to partner",
      lead: "Pick the one closest to your practice; many partners combine two.",
    } satisfies SectionCopy,
    cards: [
      {
        title: "Implementation & SI",
        text: "Connect meters, ERPs and utility data, configure facilities and factors, and run customer rollouts.",
        icon: "layers",
      },
      {
        title: "Advisory & Assurance Prep",
        text: "Lead assessments, targets and BRSR or CDP disclosures, and prepare evidence for limited or reasonable assurance.",
        icon: "badge-check",
      },
      {
        title: "Technology & Data",
        text: "Integrate your IoT, ERP, procurement or data product with our /v1 API and emission factor catalogue.",
        icon: "code",
      },
      {
        title: "Channel & Resale",
        text: "Offer CarbonTracker plans to your customers with our pricing, onboarding and support behind you.",
        icon: "handshake",
      },
    ] satisfies InfoCard[],
  },
  tiers: {
    copy: {
      title: "Partner tiers",
      lead: "Everyone starts as Registered; tiers follow delivered projects and certified people.",
    } satisfies SectionCopy,
    list: [
      {
        name: "Registered",
        summary: "For firms starting their first CarbonTracker projects.",
        requirements: ["Signed partner agreement", "One person through the Foundations course"],
        benefits: ["Partner sandbox tenant", "Sales and solution materials", "Partner newsletter and webinars"],
      },
      {
        name: "Certified",
        badge: "Most Popular",
        summary: "For practices delivering projects regularly.",
        requirements: ["Two certified practitioners", "Two delivered customer projects with references"],
        benefits: [
          "Listing in our partner directory",
          "Joint opportunities from our sales team",
          "Partner discount on plans",
          "Named partner manager",
        ],
      },
      {
        name: "Premier",
        summary: "For strategic partners with dedicated CarbonTracker teams.",
        requirements: ["Five certified practitioners", "Joint annual business plan", "Customer satisfaction reviews"],
        benefits: [
          "Co-marketing and joint events",
          "Early access to roadmap and Beta features",
          "Highest partner discount",
          "Priority support for your customers",
        ],
      },
    ] satisfies PartnerTier[],
  },
  engagement: {
    copy: {
      title: "How we engage",
      lead: "From first call to your first joint customer, usually in six to ten weeks.",
    } satisfies SectionCopy,
    steps: [
      {
        title: "Apply",
        text: "Send the form below; our alliances team replies within 5 business days.",
      },
      {
        title: "Discovery call",
        text: "We learn your practice, regions and customers, and agree which partner type fits.",
      },
      {
        title: "Enablement",
        text: "Your team takes the Foundations course and builds a practice case in a partner sandbox.",
      },
      {
        title: "First joint project",
        text: "We deliver a customer project together, with our specialists alongside your team.",
      },
      {
        title: "Grow and certify",
        text: "Quarterly reviews, certification of your practitioners and progression through the tiers.",
      },
    ] satisfies Step[],
  },
  faqs: {
    copy: { title: "Partner FAQs" } satisfies SectionCopy,
    list: [
      {
        question: "Is there a fee to join?",
        answer: "No. The program is free at every tier; certification courses for your people are priced per seat.",
      },
      {
        question: "Can an assurance provider also implement CarbonTracker?",
        answer:
          "Not for the same customer. Independence rules mean a firm that assures a customer's disclosures should not also have built its inventory; we help you keep the two apart.",
      },
      {
        question: "Do partners work outside India?",
        answer:
          "Yes. Partners deliver in South and Southeast Asia and the Middle East; hosting stays in India unless a customer needs custom data residency.",
      },
      {
        question: "How are referrals and resale paid?",
        answer:
          "Referral fees and resale discounts are set out in the partner agreement for your tier, paid quarterly on invoiced plans.",
      },
    ] satisfies Faq[],
  },
  form: {
    copy: {
      title: "Apply to become a partner",
      lead: "Tell us about your organisation and practice. We read every application.",
    } satisfies SectionCopy,
  },
};

export type PartnersContent = typeof partners;
