import { site } from "../site";
import type { LegalDocument } from "./document";

const address = site.address.lines.join(", ");

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  description: `How ${site.company} collects, uses, keeps and protects personal data from its website and forms, and your rights under India's DPDP Act 2023 and the GDPR.`,
  path: "/privacy-policy",
  lastUpdated: { iso: "2024-08-28", display: "28 August 2024" },
  intro: [
    `This policy explains what personal data ${site.company} ("${site.brand}", "we", "us") collects when you visit our website or contact us through it, why we collect it, how long we keep it and what rights you have. It is written to meet India's Digital Personal Data Protection Act, 2023 (the "DPDP Act") and, for visitors in the European Economic Area and the United Kingdom, the General Data Protection Regulation (the "GDPR").`,
    "Personal data our customers upload to the CarbonTracker platform is processed on their instructions under their contract with us, not under this policy.",
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who is responsible",
      blocks: [
        `${site.company}, ${address}, decides how your personal data is used: we are the data fiduciary under the DPDP Act and the controller under the GDPR. Questions about this policy go to ${site.email.privacy}.`,
      ],
    },
    {
      id: "what-we-collect",
      title: "What each form collects",
      blocks: [
        "We only receive what you type into a form and send. Fields marked optional in a form can be left blank.",
        {
          table: {
            caption: "Personal data collected by each form on this website",
            head: ["Form", "Fields"],
            rows: [
              [
                "Demo request",
                "Full name, email, company, job title, industry, company size, number of facilities, current challenges, timeline, consent",
              ],
              [
                "Sales inquiry",
                "Full name, email, company, job title, industry, company size, annual revenue, budget, requirements, timeline, phone number, preferred contact method, consent",
              ],
              ["Contact", "Name, email, company, message, area of interest"],
              ["Support request", "Name, email, company, topic, message"],
              ["Newsletter", "Email address"],
              [
                "Careers interest",
                "Name, email, LinkedIn, GitHub or portfolio link, role of interest, location, message, consent",
              ],
              ["Press inquiry", "Name, publication, email, deadline, topic, questions, consent"],
              [
                "Partner application",
                "Organisation, name, email, website, regions, practice focus, relevant certifications, sample clients, message, consent",
              ],
              ["About us demo request", "Name, work email, company, facilities, primary goal, timeline, consent"],
              ["Team collaboration", "Name, email, company and role, topic, message, consent"],
            ],
          },
        },
        "With every submission we record the form type and the time it was sent. Our servers also see your IP address, which we use only in memory to limit abusive traffic; our request logs record the method, page and status of a request and never form contents or addresses.",
        "The sign-in, registration and forgot-password screens on this website do not send what you type to us.",
      ],
    },
    {
      id: "why-and-legal-basis",
      title: "Why we use it and on what basis",
      blocks: [
        {
          table: {
            caption: "Purposes of processing and their legal basis",
            head: ["Purpose", "DPDP Act basis", "GDPR basis"],
            rows: [
              [
                "Arranging a demo, answering a sales inquiry or contact message",
                "Your consent, given in the form",
                "Steps at your request before a contract (Art. 6(1)(b)); consent where the form asks for it (Art. 6(1)(a))",
              ],
              [
                "Resolving a support request",
                "Your consent; performance of our contract with your organisation",
                "Performance of a contract (Art. 6(1)(b)) or our legitimate interest in supporting customers (Art. 6(1)(f))",
              ],
              ["Sending the newsletter", "Your consent", "Consent (Art. 6(1)(a))"],
              ["Considering you for a role", "Your consent", "Steps at your request before a contract (Art. 6(1)(b))"],
              [
                "Answering press and partner inquiries",
                "Your consent",
                "Legitimate interest in responding to the inquiry you sent (Art. 6(1)(f))",
              ],
              [
                "Keeping the website secure and preventing abuse",
                "Legitimate use for security (section 7)",
                "Legitimate interest in a secure service (Art. 6(1)(f))",
              ],
              [
                "Keeping records the law requires",
                "Compliance with law (section 7)",
                "Legal obligation (Art. 6(1)(c))",
              ],
            ],
          },
        },
        "We do not sell personal data, use it for automated decisions with legal effect, or build advertising profiles from it.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          table: {
            caption: "Retention period for each kind of record",
            head: ["Record", "Kept for"],
            rows: [
              ["Demo requests, sales inquiries and contact messages", "24 months after our last exchange with you"],
              ["Support requests", "36 months after the request is closed"],
              [
                "Newsletter subscription",
                "Until you unsubscribe; we then keep only your email address on a suppression list so we do not write again",
              ],
              [
                "Careers applications",
                "12 months after the role is filled, or until you ask us to delete them, whichever is sooner",
              ],
              ["Press inquiries", "24 months after the inquiry"],
              ["Partner applications", "36 months, or for the length of the partnership and 3 years after it"],
              ["Email delivery records for the above", "90 days after delivery"],
              ["Server request logs", "30 days"],
              ["Your cookie choice (stored in your own browser)", "Until you change it or clear your browser storage"],
            ],
          },
        },
        "When a period ends we delete the data or make it anonymous. If you withdraw consent or ask us to erase your data earlier, we do so unless the law requires us to keep it.",
      ],
    },
    {
      id: "processors",
      title: "Who we share it with",
      blocks: [
        "We share personal data only with service providers who process it on our instructions, under written contracts that require confidentiality and security:",
        {
          list: [
            "our cloud hosting provider, which runs our servers and database in the ap-south-1 region in India;",
            "our email delivery provider, which carries the notifications your form submissions generate to our team and our replies to you;",
            "EmailJS (emailjs.com), used only when our own server cannot be reached: your browser then sends the form fields through EmailJS to our sales inbox.",
          ],
        },
        "We may disclose personal data when the law requires it, to protect our rights or users' safety, or to a successor if our business is sold, in which case this policy continues to apply.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and similar storage",
      blocks: [
        "The cookie banner lets you choose which categories of storage the website may use. Your choice is saved in your browser's local storage, and you can change it at any time from the banner's settings.",
        {
          table: {
            caption: "Cookie categories",
            head: ["Category", "What it does", "Default"],
            rows: [
              ["Essential", "Remembers your cookie choice and keeps the website secure and working", "Always on"],
              ["Functional", "Remembers preferences such as form details you have started", "Off until you allow it"],
              [
                "Analytics",
                "Counts visits and measures which pages help, without identifying you",
                "Off until you allow it",
              ],
              ["Marketing", "Measures the effect of our campaigns on other websites", "Off until you allow it"],
            ],
          },
        },
        "Nothing in the functional, analytics or marketing categories loads before you allow it. The website loads no fonts, images or scripts from other companies' servers.",
      ],
    },
    {
      id: "data-location",
      title: "Where your data is stored",
      blocks: [
        "We store personal data from this website in the ap-south-1 cloud region, in India. Where a service provider above processes data outside India, we transfer it only as the DPDP Act permits and, for data covered by the GDPR, under the European Commission's standard contractual clauses or another lawful transfer mechanism.",
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      blocks: [
        "Data is encrypted in transit with TLS 1.2 or later and at rest with AES-256. Access is limited to staff who need it, protected by single sign-on and multi-factor authentication, and logged. We test our controls regularly and will notify the Data Protection Board of India, the relevant supervisory authority and affected people of a personal data breach as the law requires.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        { subheading: "Under India's DPDP Act 2023" },
        {
          list: [
            "to obtain a summary of the personal data we process about you and of the processing, and the identities of those we have shared it with;",
            "to have inaccurate or incomplete data corrected, completed or updated, and data no longer needed erased;",
            "to withdraw consent at any time, as easily as you gave it (withdrawal does not affect processing already done);",
            "to nominate another person to exercise your rights if you die or become unable to;",
            "to have a grievance resolved by our Grievance Officer and, if you are not satisfied, to complain to the Data Protection Board of India.",
          ],
        },
        { subheading: "Under the GDPR" },
        {
          list: [
            "to access your personal data and receive a copy;",
            'to rectification of inaccurate data and erasure of data (the "right to be forgotten");',
            "to restrict processing, and to object to processing based on legitimate interests;",
            "to data portability for data you gave us on the basis of consent or contract;",
            "to withdraw consent at any time;",
            "to lodge a complaint with the data protection supervisory authority where you live or work.",
          ],
        },
        `To exercise any right, write to ${site.email.privacy}. We may ask you to confirm your identity, and we answer within 30 days.`,
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        "Our website and services are meant for business users aged 18 or over. We do not knowingly collect personal data from anyone under 18; if you believe a child has sent us data, contact us and we will delete it.",
      ],
    },
    {
      id: "grievance-officer",
      title: "Grievance Officer",
      blocks: [
        `Our Grievance Officer handles questions and complaints about personal data: Grievance Officer, ${site.company}, ${address}. Email: ${site.email.privacy}. Phone: ${site.phone.display} (${site.hours}).`,
        "We acknowledge a grievance within 48 hours and resolve it within 30 days of receiving it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        "When we change this policy we post the new version here with its date. If a change affects how we use data you already gave us, we will ask for your consent again where the law requires it.",
      ],
    },
  ],
};
