/** Shapes of the public /v1 API, one file per area; the OpenAPI document is generated from these. */

export * from "./activity";
export * from "./analytics";
export * from "./audit";
export * from "./brsr-core";
export * from "./brsr-inputs";
export * from "./ccts";
export * from "./estimates";
export * from "./evidence";
export * from "./factors";
export * from "./periods";
export * from "./planning";
export * from "./tenancy";
export * from "./webhooks";
