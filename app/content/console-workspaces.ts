import type { Workspace } from "../../contracts/account";

/** The console's words for workspaces: the header's switcher and the demo's entry. */
export const workspaceCopy = {
  switcherLabel: "Workspace",
  optionName: (w: Workspace) =>
    w.kind === "demo" ? `${w.name} (demo)` : w.kind === "own" ? `${w.name} (your company)` : `${w.name} (member)`,
  exploreDemo: "Explore the demo",
  openingDemo: "Opening the demo…",
  loading: "Loading your workspaces…",
  listFailed: "Your workspaces could not be loaded",
  /** Said beside the switcher while the demo workspace is shown. */
  demoNote: "A made-up manufacturer's data, yours to try things on. Your company's workspace is not touched.",
};

/** A step of an empty workspace's first steps, and the console view (path below /console) where it is done. */
export type FirstStep = { title: string; text: string; link: { label: string; view: string } };

/** What an empty workspace's overview shows: the three steps to a first year's figures, each linked. */
export const firstSteps = {
  title: "Your company's workspace is empty",
  intro: "Three steps take it from nothing to your first year's emissions.",
  steps: [
    {
      title: "Add your facilities",
      text: "Your plants, offices and warehouses, with the fuel and energy sources each one has. Every record you import names the facility it belongs to.",
      link: { label: "Add facilities", view: "facilities" },
    },
    {
      title: "Import a year of activity data",
      text: "Twelve months of fuel, electricity and purchases from a spreadsheet: take the template, fill it in and upload it. Every row is checked before anything is stored.",
      link: { label: "Import a year", view: "data" },
    },
    {
      title: "Read the overview",
      text: "The year's emissions by scope, Scope 2 both ways, intensity and data quality, against the year before.",
      link: { label: "Read the overview", view: "" },
    },
  ] satisfies FirstStep[],
  demo: "Want to see a full year first? The demo workspace holds a made-up manufacturer's three plants and 36 months of data.",
  demoAction: "Open the demo workspace",
};
