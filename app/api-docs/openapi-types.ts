/** The parts of an OpenAPI 3.1 document the /api page reads. */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  examples?: unknown[];
};

export type MediaObject = { schema?: JsonSchema; example?: unknown };

export type ParameterObject = {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
};

export type OperationObject = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaObject> };
  responses: Record<string, { description: string; content?: Record<string, MediaObject> }>;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string; externalDocs?: { description?: string; url: string } }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: { oauth2: { flows: { clientCredentials: { tokenUrl: string; scopes: Record<string, string> } } } };
  };
};
