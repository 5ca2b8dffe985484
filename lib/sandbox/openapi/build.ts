import "server-only";
import { errorEnvelope, operations, type Operation } from "@/lib/partner-api/contract";
import { sandboxConfig } from "../core/config";
import { apiDescription } from "./description";
import { eventSchema, signatureParameters, webhooksSection } from "./events";
import { operationExamples, type OperationExample } from "./examples";
import { SchemaComponents } from "./json-schema";
import { pathParameters, queryParameters } from "./parameters";
import { errorResponses, rateLimitHeaders, retryAfterHeader, successResponse } from "./responses";
import { authSentence, operationScopes, SECURITY_SCHEME, securityScheme } from "./security";
import { tags } from "./tags";
import type { OpenApiDocument, OperationObject } from "./types";
import { workbenchPaths, workbenchSchemas } from "./workbench";

export const API_VERSION = "0.1.0"; // the specification's version string

// Every URL in the document is relative to where it is served, so it works at any host name.
export const API_SERVER = "/sandbox/api";
export const TOKEN_PATH = "/sandbox/oauth/token";

export type BuildOptions = { audience: string; customClients: boolean };

const fromConfig = (): BuildOptions => {
  const c = sandboxConfig();
  return { audience: c.audience, customClients: Boolean(c.clientsJson) };
};

function operationObject(
  operationId: string,
  op: Operation,
  components: SchemaComponents,
  example: OperationExample | undefined,
): OperationObject {
  const parameters = [
    ...pathParameters(op.path, components, op.params),
    ...(op.query ? queryParameters(op.query, components) : []),
  ];
  const description = [authSentence(op)];
  if (op.sandboxOnly) description.push("Sandbox only: the real Partner API has no such operation.");
  const body = example?.body === undefined ? {} : { example: example.body };
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
            content: { "application/json": { schema: components.convert(op.body, "input"), ...body } },
          },
        }
      : {}),
    responses: {
      [op.status]: successResponse(op, components.convert(op.response, "output"), example?.response),
      ...errorResponses(op),
    },
    security: [{ [SECURITY_SCHEME]: operationScopes(op) }],
    ...(op.sandboxOnly ? { "x-sandbox-only": true as const } : {}),
  };
}

// The OpenAPI 3.1 document of the sandbox, generated from the contract's operation table (a parameter so tests
// can add operations the contract does not have yet, such as sandbox-only ones), with the webhooks section and
// the workbench's operations as extensions.
export function buildOpenApiDocument(
  options: BuildOptions = fromConfig(),
  table: Record<string, Operation> = operations,
): OpenApiDocument {
  const components = new SchemaComponents();
  components.convert(errorEnvelope, "output"); // registers the `Error` component every error response names
  const paths: OpenApiDocument["paths"] = {};
  const used = new Set<string>();
  const examples: Record<string, OperationExample> = operationExamples;
  for (const [operationId, op] of Object.entries(table)) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(
      operationId,
      op,
      components,
      examples[operationId],
    );
    used.add(op.tag);
  }
  const webhooks = webhooksSection();
  const workbench = workbenchPaths();
  for (const item of [...Object.values(webhooks), ...Object.values(workbench)])
    for (const o of Object.values(item)) o.tags.forEach((t) => used.add(t));
  return {
    openapi: "3.1.0",
    info: {
      title: "Partner REST API (sandbox)",
      version: API_VERSION,
      description: apiDescription({ ...options, tokenPath: TOKEN_PATH }),
      license: { name: "Apache 2.0", identifier: "Apache-2.0" },
    },
    servers: [{ url: API_SERVER, description: "This sandbox (relative to this document's host)" }],
    tags: tags.filter((t) => used.has(t.name)),
    paths: { ...paths, ...workbench },
    webhooks,
    components: {
      schemas: { ...components.schemas, WebhookEvent: eventSchema, ...workbenchSchemas },
      parameters: signatureParameters,
      headers: { ...rateLimitHeaders, "Retry-After": retryAfterHeader },
      securitySchemes: { [SECURITY_SCHEME]: securityScheme(TOKEN_PATH) },
    },
  };
}
