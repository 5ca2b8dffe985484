import { z } from "zod";
import { id, pathId } from "@/lib/partner-api/contract";
import type { SchemaComponents } from "./json-schema";
import type { JsonSchema, Parameter } from "./types";

const pathNouns: Record<string, string> = { id: "the record", projectId: "the project", leadId: "the lead" };
const otherPathDescriptions: Record<string, string> = {
  deliveryId: "Id of the delivery (a UUID: the delivery_id receivers see).",
};

// Path ids are positive integers (sent as digits; milestone ids too), so the document types them as integers and
// a generated client takes numbers. An operation may name its parameters' schemas instead (a delivery's UUID).
export function pathParameters(path: string, components: SchemaComponents, params?: z.ZodType): Parameter[] {
  const shape = params instanceof z.ZodObject ? (params.shape as Record<string, z.ZodType>) : {};
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => {
    const own = shape[name];
    const isId = !own || own === pathId;
    return {
      name,
      in: "path",
      required: true,
      description: isId
        ? `Id of ${pathNouns[name] ?? name} (a positive integer).`
        : (otherPathDescriptions[name] ?? name),
      schema: isId ? components.convert(id, "output") : components.convert(own, "input"),
    };
  });
}

// What each query parameter does, by name (the same name means the same thing across operations).
const queryDescriptions: Record<string, string> = {
  limit: "Page size: how many records to return (default 20, at most 300).",
  offset: "How many records to skip; advance it by the number returned to page.",
  statusId: "Only projects with one of these status ids (see GET /v1/project-statuses).",
  archived: "Only archived (true) or only active (false) projects; both when absent.",
  contactId: "Only records of this contact (client).",
  phaseId: "Only leads in this pipeline phase (see GET /v1/lead-phases).",
  customableType: "Only definitions for this entity type (`Inquiry` is accepted for `Lead`).",
  entityType: "The entity type of the record (`Inquiry` is accepted for `Lead` where lists take it).",
  entityId: "Id of the record whose values are meant.",
  fieldName: "Name of the custom field to look in.",
  value: "The exact value to find.",
  status: "Only records with this status.",
  eventType: "Only deliveries of this event type, `<resourceName>.<eventType>` (e.g. lead.update).",
  since: "Only deliveries created at or after this time (ISO 8601, UTC).",
  until: "Only deliveries created at or before this time (ISO 8601, UTC).",
  subscriptionId: "Only deliveries of this subscription.",
  statusClass: "Only deliveries with an attempt answered in this HTTP status class (`none`: no answer).",
  q: "Text the delivery's payload contains (case-insensitive).",
};

const isEmpty = (s: JsonSchema | undefined) =>
  !s || Object.keys(s).every((k) => k === "default" || k === "description");

const commaList = { style: "form", explode: false, description: "Comma-separated for several." } as const;

// Query schemas parse strings. Their output side (integers with bounds and defaults) is what a caller means, so
// it is documented where zod can express it; where a transform hides it, the field's behaviour is probed.
function describeField(
  field: z.ZodType,
  input: JsonSchema,
  output: JsonSchema | undefined,
): Omit<Parameter, "name" | "in" | "required" | "description"> & { description?: string } {
  if (output && !isEmpty(output)) {
    const schema = { ...output };
    // Digits-only text cannot be negative even where the parsed integer carries no lower bound (offset).
    const unbounded = schema.minimum === undefined && schema.exclusiveMinimum === undefined;
    if (schema.type === "integer" && unbounded && !field.safeParse("-1").success) schema.minimum = 0;
    if (schema.type === "array") return { schema, ...commaList };
    return { schema };
  }
  if (field.safeParse("true").data === true && field.safeParse("false").data === false)
    return { schema: { type: "boolean" } };
  const list = field.safeParse("1,2").data;
  if (Array.isArray(list) && list.every(Number.isInteger))
    return {
      schema: { type: "array", items: { type: "integer", minimum: 1 } },
      ...commaList,
    };
  return { schema: input };
}

export function queryParameters(query: z.ZodType, components: SchemaComponents): Parameter[] {
  if (!(query instanceof z.ZodObject)) throw new Error("a query schema must be a z.object");
  const input = components.convert(query, "input");
  const output = components.convert(query, "output", "any");
  const inProps = (input.properties ?? {}) as Record<string, JsonSchema>;
  const outProps = (output.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  return Object.entries(query.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const { description: fieldNote, ...described } = describeField(
      field,
      inProps[name] ?? {},
      outProps[name],
    );
    const own = (inProps[name]?.description ?? outProps[name]?.description) as string | undefined;
    const description = [queryDescriptions[name] ?? own ?? name, fieldNote].filter(Boolean).join(" ");
    return { name, in: "query", required: required.has(name), description, ...described };
  });
}
