import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { DialogName } from "./dialog-names";

export type DialogBodyProps = { close: () => void };

export type DialogEntry = {
  title: string;
  description: string;
  /** Loaded when the dialog first opens, so no page pays for a form it does not show. */
  Body: LazyExoticComponent<ComponentType<DialogBodyProps>>;
};

export const dialogRegistry: Partial<Record<DialogName, DialogEntry>> = {
  demo: {
    title: "Schedule a Demo",
    description: "Tell us about your organisation and we will tailor a walkthrough of CarbonTracker.",
    Body: lazy(() => import("~/forms/demo-dialog")),
  },
  sales: {
    title: "Contact Sales",
    description: "Tell us what you need and our sales team will prepare a proposal for your organisation.",
    Body: lazy(() => import("~/forms/sales-dialog")),
  },
  contact: {
    title: "Contact Us",
    description: "Send us a message and we will get back to you within 24 hours.",
    Body: lazy(() => import("~/forms/contact-dialog")),
  },
  support: {
    title: "Contact Support",
    description: "First response within 1 business day (IST); P1 issues are handled 24x7.",
    Body: lazy(() => import("~/forms/support-dialog")),
  },
  signup: {
    title: "Create your account",
    description: "Start measuring Scope 1, 2 and 3 emissions with CarbonTracker.",
    Body: lazy(() => import("~/forms/signup-dialog")),
  },
  sandbox: {
    title: "Explore Live Sandbox",
    description: "Create a private API tenant with demo data and credentials you can use right away.",
    Body: lazy(() => import("~/forms/sandbox-dialog")),
  },
};
