import { AUTO_DISABLE_THRESHOLD, triggerCatalog, type WebhookTrigger } from "@/lib/partner-api/contract";
import { exampleDeliveryId, exampleLead, exampleMilestone, exampleProject } from "./examples";
import { absent, schemaRef } from "./json-schema";
import { catalogEventTypes, resourceNames } from "./refinements";
import { EVENTS_TAG } from "./tags";
import type { JsonSchema, OperationObject, Parameter } from "./types";

// The OpenAPI 3.1 `webhooks` section: one entry per event of the trigger catalog (spec, Events), each with the
// delivery body, the signature headers and what the receiver's answer means.

export const eventSchema: JsonSchema = {
  type: "object",
  description: "The body of every delivery (spec, Events: Delivery request).",
  required: [
    "event_type",
    "company_id",
    "entity_type",
    "entity_id",
    "occurred_at",
    "data",
    "actor",
    "delivery_id",
    "attempt_number",
  ],
  properties: {
    event_type: { type: "string", enum: catalogEventTypes, description: "`<entity_type>.<eventType>`." },
    company_id: { type: "integer", description: "Company the event belongs to." },
    entity_type: { type: "string", enum: resourceNames, description: "The affected resource." },
    entity_id: { type: "integer", description: "Id of the affected record." },
    occurred_at: {
      type: "string",
      format: "date-time",
      description: "When the change happened (UTC); unchanged across retries. The only ordering hint.",
    },
    updated_fields: {
      type: "array",
      items: { type: "string" },
      description:
        "Names of the changed fields as in the REST schema; present on create and update, not on delete.",
    },
    data: {
      type: "object",
      description: "The record as the REST API returns it; `{}` on delete or when it can no longer be read.",
    },
    actor: {
      type: "object",
      required: ["type", "id"],
      properties: { type: { type: "string", description: "`user`." }, id: { type: "integer" } },
    },
    delivery_id: {
      type: "string",
      format: "uuid",
      description: "Stable across every retry and replay of the event: the idempotency key.",
    },
    attempt_number: {
      type: "integer",
      minimum: 1,
      description: "1 on the first attempt; one more on each retry or replay.",
    },
    test: { type: "boolean", const: true, description: "Present, and true, only on test deliveries." },
  },
};

export const signatureParameters: Record<string, Parameter> = {
  WebhookSignature: {
    name: "X-Webhook-Signature",
    in: "header",
    required: true,
    description:
      "`sha256=` and the lower-case hex HMAC-SHA256 of `<X-Webhook-Timestamp>.<raw body>`, keyed with the subscription's secret. Compare in constant time.",
    schema: { type: "string", pattern: "^sha256=[0-9a-f]{64}$" },
    example: "sha256=9b1f0c6e3c2a7d4e8f5b0a1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e",
  },
  WebhookTimestamp: {
    name: "X-Webhook-Timestamp",
    in: "header",
    required: true,
    description: "Unix time in seconds when this attempt was signed; refuse stale ones (replay protection).",
    schema: { type: "string", pattern: "^[0-9]+$" },
    example: "1795770900",
  },
};

const emptyObject: JsonSchema = { type: "object", maxProperties: 0, description: "Empty." };
const clientData: JsonSchema = {
  type: "object",
  required: ["id", "name"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    email: { type: ["string", "null"] },
    archived: { type: "boolean" },
  },
};
const resourceSchemas: Record<string, JsonSchema> = {
  project: { $ref: schemaRef("Project") },
  lead: { $ref: schemaRef("Lead") },
  milestone: { $ref: schemaRef("Milestone") },
  client: clientData,
};
const exampleData: Record<string, unknown> = {
  project: exampleProject,
  lead: exampleLead,
  milestone: exampleMilestone,
  client: { id: 3, name: "Maya Okafor", email: "maya.okafor12@example.com", archived: false },
};
const exampleIds: Record<string, number> = { project: 1, lead: exampleLead.id, client: 3, milestone: 412 };

function dataSchema(t: WebhookTrigger): JsonSchema {
  if (t.eventType === "delete") return emptyObject;
  const known = resourceSchemas[t.resourceName];
  const shape = known
    ? { anyOf: [known, emptyObject] }
    : { type: "object", description: "The record; its fields are not shown in the specification." };
  return {
    ...shape,
    description: "The record as the REST API returns it, or `{}` when it can no longer be read.",
  };
}

function example(t: WebhookTrigger) {
  const isDelete = t.eventType === "delete";
  return {
    event_type: `${t.resourceName}.${t.eventType}`,
    company_id: 1,
    entity_type: t.resourceName,
    entity_id: exampleIds[t.resourceName] ?? 17,
    occurred_at: "2026-11-21T09:15:00.000Z",
    ...(isDelete ? {} : { updated_fields: t.eventType === "create" ? ["name"] : ["name", "updatedAt"] }),
    data: isDelete ? {} : (exampleData[t.resourceName] ?? {}),
    actor: { type: "user", id: 9001 },
    delivery_id: exampleDeliveryId,
    attempt_number: 1,
  };
}

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function eventOperation(t: WebhookTrigger): OperationObject {
  const name = `${t.resourceName}.${t.eventType}`;
  return {
    operationId: `${camel(t.resourceName)}${capital(t.eventType)}Event`,
    summary: t.label,
    description: `${t.description} Sent to every active subscription with the trigger \`${name}\`.`,
    tags: [EVENTS_TAG],
    parameters: [
      { $ref: "#/components/parameters/WebhookSignature" },
      { $ref: "#/components/parameters/WebhookTimestamp" },
    ],
    requestBody: {
      required: true,
      content: {
        "application/json": {
          schema: {
            allOf: [
              { $ref: schemaRef("WebhookEvent") },
              {
                type: "object",
                properties: {
                  event_type: { const: name },
                  entity_type: { const: t.resourceName },
                  data: dataSchema(t),
                },
                ...(t.eventType === "delete" ? { not: absent(["updated_fields"]) } : {}),
              },
            ],
          },
          example: example(t),
        },
      },
    },
    responses: {
      "2XX": { description: "Acknowledged: any 2xx within 30 seconds. The delivery succeeds." },
      "4XX": {
        description:
          "Refused: not retried, except 408 and 429 (which honour `Retry-After`). The event counts as one failure.",
      },
      "5XX": {
        description: `Retried on the schedule (about 1 min, 5 min, 30 min, 2 h, then 6 h) up to maxAttempts; ${AUTO_DISABLE_THRESHOLD} failed events in a row disable the subscription.`,
      },
    },
    security: [],
  };
}

export function webhooksSection(): Record<string, { post: OperationObject }> {
  return Object.fromEntries(
    triggerCatalog.map((t) => [`${t.resourceName}.${t.eventType}`, { post: eventOperation(t) }]),
  );
}
