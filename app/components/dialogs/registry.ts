import type { DialogName } from "~/content/dialog-names";
import type { DialogBody } from "./dialog-body";

export type DialogEntry = {
  title: string;
  description: string;
  /**
   * The dialog's form, in its own chunk so no page's first load pays for it. It is fetched once the page is
   * idle, or on the first sign of intent, by `dialog-code.ts`.
   */
  loadBody: () => Promise<{ default: DialogBody }>;
};

export const dialogRegistry: Record<DialogName, DialogEntry> = {
  demo: {
    title: "Schedule a Demo",
    description: "Tell us about your organisation and we will tailor a walkthrough of CarbonTracker.",
    loadBody: () => import("~/forms/demo-dialog"),
  },
  sales: {
    title: "Contact Sales",
    description: "Tell us what you need and our sales team will prepare a proposal for your organisation.",
    loadBody: () => import("~/forms/sales-dialog"),
  },
  contact: {
    title: "Contact Us",
    description: "Send us a message and we will get back to you within 24 hours.",
    loadBody: () => import("~/forms/contact-dialog"),
  },
  support: {
    title: "Contact Support",
    description: "First response within 1 business day (IST); P1 issues are handled 24x7.",
    loadBody: () => import("~/forms/support-dialog"),
  },
  signup: {
    title: "Create your account",
    description: "Start measuring Scope 1, 2 and 3 emissions with CarbonTracker.",
    loadBody: () => import("~/forms/signup-dialog"),
  },
  sandbox: {
    title: "Explore Live Sandbox",
    description: "Create a private API tenant with demo data and credentials you can use right away.",
    loadBody: () => import("~/forms/sandbox-dialog"),
  },
};
