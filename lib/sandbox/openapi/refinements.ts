import type { z } from "zod";
import {
  errorCodes,
  errorEnvelope,
  reservedHeaderNames,
  subscriptionCreateBody,
  subscriptionTrigger,
  triggerCatalog,
  triggerRef,
  webhookDelivery,
  webhookHeaders,
  webhookSubscription,
  webhookTrigger,
} from "@/lib/partner-api/contract";
import type { JsonSchema } from "./types";

// What the document states beyond what the contract's zod schemas can say: the closed value sets (error codes,
// the trigger catalog) as enums, and the spec's HTTPS-only delivery URL. The sandbox keeps validating with the
// contract itself (which, for instance, also lets plain http reach a loopback receiver); these only document.

const unique = (values: string[]) => [...new Set(values)];
export const resourceNames = unique(triggerCatalog.map((t) => t.resourceName));
export const eventTypes = unique(triggerCatalog.map((t) => t.eventType));
export const catalogEventTypes = triggerCatalog.map((t) => `${t.resourceName}.${t.eventType}`);

const resourceName: JsonSchema = {
  enum: resourceNames,
  description: "A resource of the trigger catalog (GET /v1/webhookTriggers lists the valid pairs).",
};
const eventType: JsonSchema = {
  enum: eventTypes,
  description: "`create`, `update` or `delete` (vendors, team members and subcontractors have no `delete`).",
};

export const httpsUrl: JsonSchema = {
  format: "uri",
  pattern: "^https://",
  description:
    "HTTPS delivery URL. The sandbox also accepts plain http to a loopback host, for a receiver on the partner's own machine.",
};

// Header names a subscription may not set, in the spellings a client is likely to send.
const refusedHeaderNames = reservedHeaderNames.flatMap((n) => [
  n,
  n.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase()),
]);

const refinements = new Map<z.core.$ZodType, JsonSchema>([
  [
    errorEnvelope.shape.error.shape.code,
    { enum: Object.keys(errorCodes), description: "Stable snake_case error code." },
  ],
  [triggerRef.shape.resourceName, resourceName],
  [triggerRef.shape.eventType, eventType],
  [webhookTrigger.shape.resourceName, resourceName],
  [webhookTrigger.shape.eventType, eventType],
  [subscriptionTrigger.shape.resourceName, resourceName],
  [subscriptionTrigger.shape.eventType, eventType],
  [webhookDelivery.shape.eventType, { enum: catalogEventTypes }],
  [subscriptionCreateBody.shape.url, httpsUrl],
  [
    webhookSubscription.shape.url,
    { format: "uri", description: "The delivery URL (HTTPS; see the create body)." },
  ],
]);

// Called by the converter for every schema it writes (zod's `override`).
export function refine(zodSchema: z.core.$ZodType, jsonSchema: JsonSchema): void {
  const extra = refinements.get(zodSchema);
  if (extra) Object.assign(jsonSchema, extra);
  if (zodSchema === webhookHeaders) {
    const names = (jsonSchema.propertyNames ?? {}) as JsonSchema;
    jsonSchema.propertyNames = { ...names, not: { enum: refusedHeaderNames } };
    jsonSchema.maxProperties = 20;
    jsonSchema.description = `At most 20 custom headers, sent with every delivery. Refused names (any case): ${reservedHeaderNames.map((n) => `\`${n}\``).join(", ")}.`;
  }
}
