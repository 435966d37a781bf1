import type { LinkCard, SectionCopy } from "../shapes";

/** The Support Center's copy. Response times are the spec's promises (section 9), word for word. */
export const support = {
  meta: {
    title: "Support Center",
    description:
      "Reach CarbonTracker support by request form, email or phone. First response within 1 business day (IST); P1 issues 24x7.",
  },
  hero: {
    eyebrow: "Support",
    title: "Support Center",
    lead: "Questions about the platform, your emission data or the /v1 API: our support team answers. Send a request with the details and we take it from there.",
  },
  responseTimes: {
    copy: {
      title: "Response times",
      lead: "How fast a person from our support team picks up your request.",
    } satisfies SectionCopy,
    caption: "Support response times",
    head: ["Request", "What it covers", "Response"],
    rows: [
      {
        kind: "P1 issues",
        covers: "Production down: the platform or the API is unavailable for your organisation.",
        response: "24x7",
      },
      {
        kind: "Every other request",
        covers: "Questions, data and factor issues, reports, account and API errors.",
        response: "First response within 1 business day (IST)",
      },
    ],
    note: "Business days are Monday to Friday in India Standard Time. Say P1 first in a production-down request.",
  },
  channels: {
    copy: { title: "How to reach us", lead: "Pick the channel that suits the question." } satisfies SectionCopy,
    request: {
      title: "Send a support request",
      text: "The quickest way in: the form reaches our support team with your topic, so the right person answers.",
    },
    email: {
      title: "Email support",
      text: "Write to us with screenshots, exports or files attached.",
    },
    phone: {
      title: "Call us",
      text: "Speak to our team during office hours.",
    },
  },
  include: {
    copy: {
      title: "What to include",
      lead: "A request with these details is answered without a round of questions first.",
    } satisfies SectionCopy,
    items: [
      "The page, facility, report or API endpoint involved.",
      "The error text as shown, and when it happened (with your time zone).",
      "For an API call, the request_id from the response body or the X-Request-ID header.",
      "What you expected to happen, and what happened instead.",
    ],
  },
  selfHelp: {
    copy: {
      title: "Find answers yourself",
      lead: "Guides and reference material, open at any hour.",
    } satisfies SectionCopy,
    links: [
      {
        href: "/resources/knowledge-base",
        title: "Knowledge base",
        text: "Guides by product, topic and role, a getting-started path and the most-read articles.",
      },
      {
        href: "/api",
        title: "API documentation",
        text: "Authentication, errors, rate limits and every /v1 resource, with examples in curl, JavaScript and Python.",
      },
    ] satisfies LinkCard[],
  },
};

export type SupportContent = typeof support;
