import type { z } from "zod";
import type { FormType, formSchemas } from "../../contracts/submission";

/** A complete, valid submission of every form, as the browser sends it (tests and the benchmark). */
export const validFormData: { [K in FormType]: z.input<(typeof formSchemas)[K]> } = {
  "Demo Request": {
    fullName: "Asha Verma",
    email: "asha.verma@example.com",
    company: "Verma Steel",
    jobTitle: "Head of Sustainability",
    industry: "manufacturing",
    companySize: "sme",
    facilities: "4",
    currentChallenges: "Scope 3 supplier data",
    timeline: "quarter",
    consent: true,
  },
  "Sales Inquiry": {
    fullName: "Rahul Iyer",
    email: "rahul@example.com",
    company: "Iyer Logistics",
    jobTitle: "CFO",
    industry: "logistics",
    companySize: "large-enterprise",
    annualRevenue: "100m-500m",
    budget: "50k-100k",
    requirements: "BRSR reporting for 30 depots",
    timeline: "month",
    phoneNumber: "+91 98765 43210",
    preferredContact: "both",
    consent: true,
  },
  "Contact Form": {
    name: "Meera Shah",
    email: "meera@example.com",
    company: "Shah Foods",
    message: "Please call me about pricing.",
    interest: "pricing",
  },
  "Support Request": {
    name: "Dev Patel",
    email: "dev@example.com",
    company: "Patel Energy",
    topic: "api",
    message: "Our token requests return 401.",
  },
  "Careers Interest": {
    name: "Nisha Rao",
    email: "nisha@example.com",
    profileUrl: "https://example.com/nisha",
    role: "Data engineer",
    location: "Bengaluru",
    message: "I would love to work on emission factors.",
    consent: true,
  },
  "Press Inquiry": {
    name: "Karan Mehta",
    publication: "Green Business Daily",
    email: "karan@example.com",
    deadline: "Friday",
    topic: "Scope 3 in India",
    message: "Could your CEO comment on BRSR Core?",
    consent: true,
  },
  "Partner Application": {
    organization: "Audit Partners LLP",
    name: "Sara Khan",
    email: "sara@example.com",
    website: "https://example.com",
    regions: "India, UAE",
    practiceFocus: "Assurance readiness",
    certifications: "ISO 14064-3",
    sampleClients: "Two cement groups",
    message: "We would like to become a Certified partner.",
    consent: true,
  },
  "About Demo Request": {
    name: "Vikram Singh",
    email: "vikram@example.com",
    company: "Singh Textiles",
    facilities: "12",
    primaryGoal: "Cut Scope 2 by 20 %",
    timeline: "half-year",
    consent: true,
  },
  "Team Collaboration": {
    name: "Anita Desai",
    email: "anita@example.com",
    companyRole: "Desai Consulting / Partner",
    topic: "partner",
    message: "Let us talk about a joint offering.",
    consent: true,
  },
  Newsletter: { email: "Reader@Example.com" },
};

/** The envelope the browser posts for a form. */
export function envelope(formType: string, data: unknown, extra: Record<string, unknown> = {}) {
  return { formType, data, timestamp: new Date().toISOString(), ...extra };
}
