import "server-only";
import { errorEnvelope, operations, type Operation } from "@/lib/partner-api/contract";
import { sandboxConfig } from "../core/config";
import { apiDescription } from "./description";
import { SchemaComponents } from "./json-schema";
import { pathParameters, queryParameters } from "./parameters";
import { errorResponses, rateLimitHeaders, retryAfterHeader, successResponse } from "./responses";
import { authSentence, operationScopes, SECURITY_SCHEME, securityScheme } from "./security";
import type { OpenApiDocument, OperationObject } from "./types";

export const API_VERSION = "0.1.0"; // the specification's version string

export type BuildOptions = { appUrl: string; audience: string; customClients: boolean };

const fromConfig = (): BuildOptions => {
  const c = sandboxConfig();
  return { appUrl: c.appUrl, audience: c.audience, customClients: Boolean(c.clientsJson) };
};

function operationObject(operationId: string, op: Operation, components: SchemaComponents): OperationObject {
  const parameters = [
    ...pathParameters(op.path, components, op.params),
    ...(op.query ? queryParameters(op.query, components) : []),
  ];
  const description = [authSentence(op)];
  if (op.sandboxOnly) description.push("Sandbox only: the real Partner API has no such operation.");
  return {
    operationId,
    summary: op.summary,
    description: description.join("\n\n"),
    tags: [op.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: components.convert(op.body, "input") } },
          },
        }
      : {}),
    responses: {
      [op.status]: successResponse(op, components.convert(op.response, "output")),
      ...errorResponses(op),
    },
    security: [{ [SECURITY_SCHEME]: operationScopes(op) }],
    ...(op.sandboxOnly ? { "x-sandbox-only": true as const } : {}),
  };
}

// The OpenAPI 3.1 document of the sandbox, generated from the contract's operation table (a parameter so tests
// can add operations the contract does not have yet, such as sandbox-only ones).
export function buildOpenApiDocument(
  options: BuildOptions = fromConfig(),
  table: Record<string, Operation> = operations,
): OpenApiDocument {
  const components = new SchemaComponents();
  components.convert(errorEnvelope, "output"); // registers the `Error` component every error response names
  const paths: OpenApiDocument["paths"] = {};
  const tags: string[] = [];
  for (const [operationId, op] of Object.entries(table)) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(operationId, op, components);
    if (!tags.includes(op.tag)) tags.push(op.tag);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Partner REST API (sandbox)", version: API_VERSION, description: apiDescription(options) },
    servers: [{ url: `${options.appUrl}/sandbox/api`, description: "This sandbox" }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      headers: { ...rateLimitHeaders, "Retry-After": retryAfterHeader },
      securitySchemes: { [SECURITY_SCHEME]: securityScheme(`${options.appUrl}/sandbox/oauth/token`) },
    },
  };
}
