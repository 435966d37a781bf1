import { teamTopics } from "../../contracts/options";
import { LeadForm, type LeadFormSpec } from "./lead-form";

const spec: LeadFormSpec<"Team Collaboration"> = {
  formType: "Team Collaboration",
  loadSchema: () => import("../../contracts/forms").then((m) => m.teamCollaborationSchema),
  fields: [
    { name: "name", kind: "text", required: true, autoComplete: "name" },
    { name: "email", kind: "email", required: true, autoComplete: "email" },
    { name: "companyRole", kind: "text", autoComplete: "organization-title", hint: "For example: Acme Steel, CFO" },
    { name: "topic", kind: "select", required: true, options: teamTopics.list, placeholder: "Select a topic" },
    { name: "message", kind: "textarea", required: true, wide: true },
  ],
  submitLabel: "Send Message",
  busyLabel: "Sending Message…",
  messages: {
    success: { title: "Message Sent!", description: "We'll get back to you within 24 hours." },
    failure: "There was an error sending your message. Please try again or contact us directly.",
  },
};

/** The collaboration form on the team page. */
export default function TeamForm() {
  return <LeadForm spec={spec} />;
}
