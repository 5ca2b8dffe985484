// The slice of OpenAPI 3.1 this generator writes. JSON Schema bodies stay loose: zod produces them.
export type JsonSchema = { [key: string]: unknown };

export type Parameter = {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description: string;
  schema: JsonSchema;
  style?: "form" | "simple";
  explode?: boolean;
  example?: unknown;
};

export type Ref = { $ref: string };

export type MediaType = { schema: JsonSchema; example?: unknown };

export type Response = {
  description: string;
  headers?: Record<string, Ref>;
  content?: { "application/json": MediaType };
};

export type Header = { description: string; schema: JsonSchema };

export type Server = { url: string; description: string };

export type OperationObject = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: (Parameter | Ref)[];
  requestBody?: { required: boolean; content: { "application/json": MediaType } };
  responses: Record<string, Response>;
  security: Record<string, string[]>[];
  servers?: Server[];
  "x-sandbox-only"?: true;
  "x-sandbox-workbench"?: true;
};

export type Tag = { name: string; description: string };

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: Server[];
  tags: Tag[];
  paths: Record<string, Record<string, OperationObject>>;
  webhooks: Record<string, { post: OperationObject }>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    headers: Record<string, Header>;
    securitySchemes: Record<string, unknown>;
  };
};
