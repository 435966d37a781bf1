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
} from "./options";
import type { FormType } from "./submission";

/** How one field reads to a person: its label, and the option list that names a chosen value. */
export type FieldDescription = { readonly label: string; readonly format?: (value: string) => string };
export type FieldDescriptions = Readonly<Record<string, FieldDescription>>;

const consent = { label: "Consent to process information" };

/**
 * Every form's fields in form order, labelled as the form shows them. The browser's forms label their inputs
 * with these, and the emails (ours and the fallbacks) list submissions with them.
 */
export const formFields = {
  "Demo Request": {
    fullName: { label: "Full name" },
    email: { label: "Work email" },
    company: { label: "Company" },
    jobTitle: { label: "Job title" },
    industry: { label: "Industry", format: industries.label },
    companySize: { label: "Company size", format: demoCompanySizes.label },
    facilities: { label: "Number of facilities" },
    currentChallenges: { label: "Current challenges" },
    timeline: { label: "Implementation timeline", format: demoTimelines.label },
    consent,
  },
  "Sales Inquiry": {
    fullName: { label: "Full name" },
    email: { label: "Work email" },
    company: { label: "Company" },
    jobTitle: { label: "Job title" },
    industry: { label: "Industry", format: industries.label },
    companySize: { label: "Company size", format: salesCompanySizes.label },
    annualRevenue: { label: "Annual revenue", format: annualRevenues.label },
    budget: { label: "Budget", format: budgets.label },
    requirements: { label: "Requirements" },
    timeline: { label: "Purchase timeline", format: salesTimelines.label },
    phoneNumber: { label: "Phone number" },
    preferredContact: { label: "Preferred contact method", format: preferredContacts.label },
    consent,
  },
  "Contact Form": {
    name: { label: "Name" },
    email: { label: "Email" },
    company: { label: "Company" },
    message: { label: "Message" },
    interest: { label: "I'm interested in", format: interests.label },
  },
  "Support Request": {
    name: { label: "Name" },
    email: { label: "Email" },
    company: { label: "Company" },
    topic: { label: "Topic", format: supportTopics.label },
    message: { label: "How can we help?" },
  },
  "Careers Interest": {
    name: { label: "Name" },
    email: { label: "Email" },
    profileUrl: { label: "LinkedIn / GitHub / Portfolio" },
    role: { label: "Role of interest" },
    location: { label: "Location" },
    message: { label: "Message" },
    consent,
  },
  "Press Inquiry": {
    name: { label: "Name" },
    publication: { label: "Publication" },
    email: { label: "Email" },
    deadline: { label: "Deadline" },
    topic: { label: "Topic" },
    message: { label: "Questions" },
    consent,
  },
  "Partner Application": {
    organization: { label: "Organization" },
    name: { label: "Name" },
    email: { label: "Email" },
    website: { label: "Website" },
    regions: { label: "Region(s)" },
    practiceFocus: { label: "Practice focus" },
    certifications: { label: "Relevant certifications" },
    sampleClients: { label: "Sample clients" },
    message: { label: "Message" },
    consent,
  },
  "About Demo Request": {
    name: { label: "Name" },
    email: { label: "Work email" },
    company: { label: "Company" },
    facilities: { label: "Facilities" },
    primaryGoal: { label: "Primary goal" },
    timeline: { label: "Timeline", format: demoTimelines.label },
    consent,
  },
  "Team Collaboration": {
    name: { label: "Name" },
    email: { label: "Email" },
    companyRole: { label: "Company / Role" },
    topic: { label: "Topic", format: teamTopics.label },
    message: { label: "Message" },
    consent,
  },
  Newsletter: { email: { label: "Email" } },
} as const satisfies Record<FormType, FieldDescriptions>;

/** A field's label, for a name the form does not describe: its words, capitalised. */
export function fieldLabel(fields: FieldDescriptions, name: string): string {
  const known = fields[name]?.label;
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
