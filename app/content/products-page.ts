/** Copy for the plans list and plan detail pages; the plans themselves live in plans.ts. */
export const productsPage = {
  title: "Plans for every stage of your carbon journey",
  lead: "Start with Scope 1 and 2 at a few sites, grow into a full Scope 1-3 inventory, and plan reductions with scenarios and abatement curves. Every plan includes AR6 emission factors, BRSR-ready exports and support from our team in India.",
  legend: "Live features are generally available. Beta features are in customers' hands and still being refined.",
  questions: {
    title: "Not sure which plan fits?",
    text: "Tell us about your facilities and reporting obligations and we will recommend a plan and a pilot scope.",
    cta: "Schedule Demo",
  },
  notFound: {
    title: "Product Not Found",
    text: "We couldn't find that plan. It may have been renamed, or the link may be mistyped.",
    back: "Back to Products",
  },
};
