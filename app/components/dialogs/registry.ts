import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { DialogName } from "./dialog-names";

export type DialogBodyProps = { close: () => void };

type Entry = {
  title: string;
  description: string;
  /** Loaded when the dialog first opens, so no page pays for a form it does not show. */
  Body: LazyExoticComponent<ComponentType<DialogBodyProps>>;
};

export const dialogRegistry: Partial<Record<DialogName, Entry>> = {
  demo: {
    title: "Schedule a Demo",
    description: "Tell us about your organisation and we will tailor a walkthrough of CarbonTracker.",
    Body: lazy(() => import("~/forms/demo-dialog")),
  },
  sandbox: {
    title: "Explore Live Sandbox",
    description: "Create a private API tenant with demo data and credentials you can use right away.",
    Body: lazy(() => import("~/forms/sandbox-dialog")),
  },
};
