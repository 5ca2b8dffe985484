// The slice of OpenAPI 3.1 this generator writes. JSON Schema bodies stay loose: zod produces them.
export type JsonSchema = { [key: string]: unknown };

export type Parameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: "form" | "simple";
  explode?: boolean;
};

export type Ref = { $ref: string };

export type Response = {
  description: string;
  headers?: Record<string, Ref>;
  content?: { "application/json": { schema: JsonSchema } };
};

export type Header = { description: string; schema: JsonSchema };

export type OperationObject = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: { "application/json": { schema: JsonSchema } } };
  responses: Record<string, Response>;
  security: Record<string, string[]>[];
  "x-sandbox-only"?: true;
};

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    headers: Record<string, Header>;
    securitySchemes: Record<string, unknown>;
  };
};
