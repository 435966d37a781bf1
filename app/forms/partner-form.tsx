import { LeadForm, type LeadFormSpec } from "./lead-form";

const spec: LeadFormSpec<"Partner Application"> = {
  formType: "Partner Application",
  loadSchema: () => import("../../contracts/forms").then((m) => m.partnerApplicationSchema),
  fields: [
    { name: "organization", kind: "text", required: true, autoComplete: "organization" },
    { name: "website", kind: "url", autoComplete: "url" },
    { name: "name", kind: "text", required: true, autoComplete: "name" },
    { name: "email", kind: "email", required: true, autoComplete: "email" },
    { name: "regions", kind: "text", hint: "Where you deliver, for example: India (West), UAE" },
    { name: "practiceFocus", kind: "text", hint: "For example: implementation, assurance preparation, data" },
    { name: "certifications", kind: "text", wide: true, hint: "For example: GHG Protocol, ISO 14064, BRSR training" },
    { name: "sampleClients", kind: "textarea", wide: true, hint: "Sectors or named clients you may share" },
    { name: "message", kind: "textarea", required: true, wide: true },
  ],
  submitLabel: "Apply to Partner",
  busyLabel: "Sending Application…",
  messages: {
    success: {
      title: "Partner Application Received!",
      description: "Our alliances team will reply within 5 business days.",
    },
    failure: "There was an error sending your application. Please try again or contact us directly.",
  },
};

/** The partner program application. */
export default function PartnerForm() {
  return <LeadForm spec={spec} />;
}
