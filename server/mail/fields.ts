import {
  annualRevenues,
  budgets,
  demoCompanySizes,
  demoTimelines,
  industries,
  interests,
  preferredContacts,
  salesCompanySizes,
  salesTimelines,
  supportTopics,
  teamTopics,
} from "../../contracts/options";
import type { FormType } from "../../contracts/submission";

type Labeller = (value: string) => string;

/** Which option list names each chosen value, per form (the same field name can use different lists). */
const OPTION_LABELS: Partial<Record<FormType, Record<string, Labeller>>> = {
  "Demo Request": { industry: industries.label, companySize: demoCompanySizes.label, timeline: demoTimelines.label },
  "Sales Inquiry": {
    industry: industries.label,
    companySize: salesCompanySizes.label,
    annualRevenue: annualRevenues.label,
    budget: budgets.label,
    timeline: salesTimelines.label,
    preferredContact: preferredContacts.label,
  },
  "Contact Form": { interest: interests.label },
  "Support Request": { topic: supportTopics.label },
  "About Demo Request": { timeline: demoTimelines.label },
  "Team Collaboration": { topic: teamTopics.label },
};

/** Field names whose readable label is not just the name split into words. */
const FIELD_LABELS: Record<string, string> = {
  fullName: "Full name",
  email: "Email",
  companySize: "Company size",
  currentChallenges: "Current challenges",
  annualRevenue: "Annual revenue",
  phoneNumber: "Phone number",
  preferredContact: "Preferred contact",
  profileUrl: "LinkedIn / GitHub / Portfolio",
  role: "Role of interest",
  message: "Message",
  regions: "Region(s)",
  practiceFocus: "Practice focus",
  certifications: "Relevant certifications",
  sampleClients: "Sample clients",
  primaryGoal: "Primary goal",
  companyRole: "Company / Role",
  consent: "Consent to process information",
};

export function fieldLabel(name: string) {
  if (FIELD_LABELS[name]) return FIELD_LABELS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type DescribedField = { name: string; label: string; value: string };

/** The submitted fields in form order, as a person reads them: labels, option labels, Yes/No. */
export function describeFields(formType: FormType, data: Record<string, unknown>): DescribedField[] {
  const labels = OPTION_LABELS[formType] ?? {};
  const out: DescribedField[] = [];
  for (const [name, raw] of Object.entries(data)) {
    if (raw === undefined || raw === null || raw === "") continue;
    const value =
      typeof raw === "boolean"
        ? raw
          ? "Yes"
          : "No"
        : typeof raw === "string"
          ? (labels[name]?.(raw) ?? raw)
          : JSON.stringify(raw);
    out.push({ name, label: fieldLabel(name), value });
  }
  return out;
}
