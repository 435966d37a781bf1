/** The /v1 OpenAPI document's text, given by the build (scripts/vite-openapi-document.ts). */
declare module "virtual:openapi-document" {
  const text: string;
  export default text;
}

/** The demo tenant's figures, computed at build time (scripts/vite-demo-figures.ts). Build-time loaders only. */
declare module "virtual:demo-figures" {
  const figures: import("../contracts/demo-figures").DemoFigures;
  export default figures;
}

/** The figures of the emission-factor methodology page, read from carbon/ at build time (scripts/vite-methodology-facts.ts). */
declare module "virtual:methodology-facts" {
  const facts: import("../contracts/methodology").MethodologyFacts;
  export default facts;
}

/** The factor catalogue as the explorer shows it, and each release's CSV (scripts/vite-factor-explorer.ts). Build-time loaders only. */
declare module "virtual:factor-explorer" {
  const explorer: {
    data: import("../contracts/factor-explorer").FactorExplorerData;
    /** Each release's CSV text, by release id. */
    csv: Record<string, string>;
  };
  export default explorer;
}
