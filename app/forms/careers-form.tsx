import { LeadForm, type LeadFormSpec } from "./lead-form";

const spec: LeadFormSpec<"Careers Interest"> = {
  formType: "Careers Interest",
  loadSchema: () => import("../../contracts/forms").then((m) => m.careersInterestSchema),
  fields: [
    { name: "name", kind: "text", required: true, autoComplete: "name" },
    { name: "email", kind: "email", required: true, autoComplete: "email" },
    {
      name: "profileUrl",
      kind: "url",
      autoComplete: "url",
      hint: "A link to your LinkedIn profile, GitHub or portfolio",
    },
    { name: "role", kind: "text", hint: "For example: backend engineer, climate data analyst" },
    { name: "location", kind: "text", autoComplete: "address-level2", hint: "City and country" },
    {
      name: "message",
      kind: "textarea",
      required: true,
      wide: true,
      hint: "What you would like to work on, and what you have built or measured before",
    },
  ],
  submitLabel: "Send My Interest",
  busyLabel: "Sending…",
  messages: {
    success: {
      title: "Thanks for your interest!",
      description: "Our hiring team reads every note and will reach out if a role fits.",
    },
    failure: "There was an error sending your details. Please try again or contact us directly.",
  },
};

/** The careers interest form. */
export default function CareersForm() {
  return <LeadForm spec={spec} />;
}
