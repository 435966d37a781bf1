/** The /v1 OpenAPI document's text, given by the build (scripts/vite-openapi-document.ts). */
declare module "virtual:openapi-document" {
  const text: string;
  export default text;
}
