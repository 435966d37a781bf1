import { LeadForm, type LeadFormSpec } from "./lead-form";

const spec: LeadFormSpec<"Press Inquiry"> = {
  formType: "Press Inquiry",
  loadSchema: () => import("../../contracts/forms").then((m) => m.pressInquirySchema),
  fields: [
    { name: "name", kind: "text", required: true, autoComplete: "name" },
    { name: "publication", kind: "text", autoComplete: "organization" },
    { name: "email", kind: "email", required: true, autoComplete: "email" },
    { name: "deadline", kind: "text", hint: "Date and time, with your time zone" },
    { name: "topic", kind: "text", wide: true, hint: "For example: BRSR reporting, Scope 3 data, company news" },
    { name: "message", kind: "textarea", required: true, wide: true },
  ],
  submitLabel: "Send Press Inquiry",
  busyLabel: "Sending Inquiry…",
  messages: {
    success: {
      title: "Press Inquiry Sent!",
      description: "Our media team will reply before your deadline, normally within one business day.",
    },
    failure: "There was an error sending your inquiry. Please try again or contact us directly.",
  },
};

/** The press inquiry form. */
export default function PressForm() {
  return <LeadForm spec={spec} />;
}
