import { plans } from "../plans";
import { site } from "../site";
import type { LegalDocument } from "./document";

const address = site.address.lines.join(", ");

const planLines = plans.map((p) => {
  const price = p.price.kind === "monthly" ? `${p.price.display} per month` : "priced by quotation";
  return `${p.name} (${p.tier}): ${price}; ${p.limits.users.toLowerCase()}, ${p.limits.facilities.toLowerCase()}.`;
});

export const terms: LegalDocument = {
  title: "Terms and Conditions",
  description: `The terms that govern use of the ${site.brand} website, platform, API and services, including subscriptions, fees, acceptable use and dispute resolution.`,
  path: "/terms-and-conditions",
  lastUpdated: { iso: "2024-08-28", display: "28 August 2024" },
  intro: [
    `These Terms and Conditions ("Terms") form an agreement between ${site.company} ("${site.brand}", "we", "us") and you, the person or organisation using our website, the ${site.brand} platform, its API or our services (together, the "Services"). Please read them carefully: by creating an account, subscribing to a plan or otherwise using the Services you accept them.`,
    "Where a signed order form or master agreement exists between your organisation and us, that document prevails over these Terms to the extent they conflict.",
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        `${site.company} is a company incorporated in India with its registered office at ${address}. You can reach us at ${site.email.legal} on any matter concerning these Terms.`,
      ],
    },
    {
      id: "eligibility",
      title: "Eligibility",
      blocks: [
        "You must be at least 18 years old and legally able to enter into a binding contract to use the Services. The Services are designed for businesses and are not directed at children.",
        'If you accept these Terms on behalf of an organisation, you confirm that you have authority to bind it, and "you" includes that organisation.',
      ],
    },
    {
      id: "accounts",
      title: "Accounts and access",
      blocks: [
        "To use the platform you need an account. You agree to:",
        {
          list: [
            "give accurate, current registration details and keep them up to date;",
            "keep passwords, API client secrets and access tokens confidential, and not share a user account between people;",
            "make sure every user you invite complies with these Terms, and remain responsible for activity under your accounts;",
            `tell us without delay at ${site.email.support} if you suspect unauthorised access to an account or credential.`,
          ],
        },
        "Account administrators decide who in their organisation has access and with which role. We may require single sign-on or multi-factor authentication for accounts that handle sensitive data.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      blocks: [
        "You may use the Services only for lawful business purposes and in line with their documentation. You must not:",
        {
          list: [
            "upload data you have no right to process, or personal data beyond what the Services need;",
            "probe, scan or test the vulnerability of the Services, or bypass authentication, rate limits or tenant isolation, except under a written security testing agreement with us;",
            "send malware, spam or unreasonable load, including automated requests beyond the published API rate limit of 600 requests per minute per access token;",
            "copy, resell, sublicense or frame the Services, or use them to build a competing product;",
            "reverse engineer the Services except where the law expressly allows it despite this restriction;",
            "present figures produced by the Services as independently verified or assured when they have not been.",
          ],
        },
        "We may suspend access that breaches this section, limited to what is needed to stop the breach, and will tell you why.",
      ],
    },
    {
      id: "subscriptions-and-fees",
      title: "Subscriptions and fees",
      blocks: [
        "The platform is offered in three plans. Current list prices, exclusive of taxes:",
        { list: planLines },
        "Subscriptions are billed monthly in advance in US dollars, unless an order form states another currency or term. Fees are exclusive of goods and services tax and other applicable taxes, which we add to invoices where the law requires.",
        "A subscription renews automatically for the same period unless either side cancels before the renewal date. Cancellation takes effect at the end of the paid period; fees already paid are not refunded except where these Terms or the law provide otherwise.",
        "We may change list prices with at least 30 days' written notice; a change applies from your next renewal. Exceeding a plan's user or facility limits requires an upgrade, which we pro-rate for the rest of the period.",
        "Invoices are due within 30 days. If an undisputed invoice remains unpaid 15 days after we remind you, we may suspend the Services until it is paid.",
        "Features marked Beta are provided for evaluation, may change or be withdrawn, and are excluded from service levels. Advisory services (assessment, monitoring set-up, assurance preparation, consulting, training, offset curation) are priced by quotation and governed by a statement of work.",
      ],
    },
    {
      id: "your-data",
      title: "Your data",
      blocks: [
        'You keep all rights in the activity data, documents and other content you submit ("Customer Data"). You grant us a licence to host, process and display Customer Data only to provide, secure and support the Services for you.',
        "Customer Data is hosted in the ap-south-1 region in India unless your plan includes custom data residency and you choose another region. It is encrypted in transit (TLS 1.2 or later) and at rest (AES-256).",
        "Where Customer Data includes personal data, we process it as your processor under our data processing addendum, available on request. Our Privacy Policy explains how we handle personal data of our own visitors and contacts.",
        "After a subscription ends you may export Customer Data for 30 days; we then delete it from active systems, and from backups within a further 35 days, unless the law requires us to keep it.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        `The Services, their software, documentation, emission factor curation, designs and the ${site.brand} name and logo belong to us or our licensors. Subject to these Terms and payment of fees, we grant you a non-exclusive, non-transferable right to use the Services during your subscription for your internal business purposes.`,
        "Reports, charts and exports you generate from your Customer Data are yours to use as you wish. Emission factors from public sources (such as IPCC, DEFRA, CEA and EPA) remain subject to their publishers' terms.",
        "If you send us suggestions, we may use them without obligation to you.",
      ],
    },
    {
      id: "confidentiality",
      title: "Confidentiality",
      blocks: [
        "Each side will keep the other's non-public business, technical and financial information confidential, use it only for the purposes of these Terms and share it only with staff, advisers and subcontractors who need it and are bound by similar duties.",
        "These duties do not apply to information that is or becomes public through no fault of the recipient, was already known to it, is independently developed, or must be disclosed by law (with notice to the other side where lawful). They last for the subscription and five years after it ends.",
      ],
    },
    {
      id: "warranties",
      title: "Service commitments and disclaimers",
      blocks: [
        "We will provide the Services with reasonable skill and care, in line with their documentation, and maintain the security measures described on our website.",
        'Emission calculations depend on the activity data and factors supplied. The Services support, but do not replace, your own judgement and that of your assurance provider; we do not give legal, tax or audit opinions. Except as stated in these Terms, the Services are provided "as is" to the extent the law allows.',
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      blocks: [
        "Neither side is liable for indirect or consequential loss, or for loss of profits, revenue, goodwill or data that was not caused by a breach of its security obligations.",
        "Each side's total liability arising from these Terms in any 12-month period is limited to the fees paid or payable by you for the Services in that period.",
        "These limits do not apply to your payment obligations, to breach of confidentiality, to either side's liability for fraud, gross negligence or wilful misconduct, or to any liability that cannot be limited by law.",
      ],
    },
    {
      id: "termination",
      title: "Suspension and termination",
      blocks: [
        "You may cancel a subscription at any time with effect from the end of the paid period. Either side may terminate immediately by written notice if the other materially breaches these Terms and does not remedy the breach within 30 days of notice, or becomes insolvent.",
        'On termination your right to use the Services ends, outstanding fees become due, and the data export period in "Your data" applies. Sections that by their nature should survive (fees due, confidentiality, intellectual property, limitation of liability, governing law) survive termination.',
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        "We may update these Terms as the Services and the law change. We will post the new version on this page with its date and, for material changes, notify account administrators by email at least 30 days before they take effect. If you do not accept a change, you may cancel before it takes effect and we will refund any prepaid fees for the remaining period.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      blocks: [
        "These Terms are governed by the laws of India.",
        "The parties will first try to settle any dispute through good-faith discussion between senior representatives for 30 days. A dispute not settled in that time will be finally resolved by arbitration under the Arbitration and Conciliation Act, 1996, by a sole arbitrator appointed by mutual agreement. The seat and venue of arbitration is Noida, Uttar Pradesh, and the language is English.",
        "Subject to the arbitration clause, the courts at Noida (Gautam Buddh Nagar), Uttar Pradesh have exclusive jurisdiction, including for urgent interim relief.",
      ],
    },
    {
      id: "general",
      title: "General",
      blocks: [
        "Neither side is liable for delay caused by events beyond its reasonable control. You may not assign these Terms without our consent; we may assign them to a successor of our business with notice. If a provision is held unenforceable, the rest remains in force. A failure to enforce a right is not a waiver of it. Notices to us go to the email address below; notices to you go to your account administrator's email.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        `${site.company}, ${address}.`,
        `Legal notices: ${site.email.legal}. Billing and subscriptions: ${site.email.sales}. Support: ${site.email.support}. Phone: ${site.phone.display} (${site.hours}).`,
      ],
    },
  ],
};
