import { demoTimelines } from "../../contracts/options";
import { LeadForm, type LeadFormSpec } from "./lead-form";

const spec: LeadFormSpec<"About Demo Request"> = {
  formType: "About Demo Request",
  loadSchema: () => import("../../contracts/forms").then((m) => m.aboutDemoRequestSchema),
  fields: [
    { name: "name", kind: "text", required: true, autoComplete: "name" },
    { name: "email", kind: "email", required: true, autoComplete: "email" },
    { name: "company", kind: "text", required: true, autoComplete: "organization" },
    { name: "facilities", kind: "text", inputMode: "numeric", hint: "Plants, offices, warehouses or sites" },
    { name: "primaryGoal", kind: "text", wide: true, hint: "For example: first BRSR filing, Scope 3 baseline" },
    { name: "timeline", kind: "select", options: demoTimelines.list, placeholder: "Select a timeline" },
  ],
  submitLabel: "Request a Demo",
  busyLabel: "Scheduling Demo…",
  messages: {
    success: {
      title: "Demo Request Submitted Successfully!",
      description: "Our team will contact you within 24 hours to schedule your personalized demo.",
    },
    failure: "There was an error submitting your demo request. Please try again or contact us directly.",
  },
};

/** The demo request on the about page (shorter than the demo dialog's). */
export default function AboutDemoForm() {
  return <LeadForm spec={spec} />;
}
