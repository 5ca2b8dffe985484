import { z } from "zod";
import { pathId } from "@/lib/partner-api/contract";
import type { SchemaComponents } from "./json-schema";
import type { JsonSchema, Parameter } from "./types";

const pathNouns: Record<string, string> = { id: "the record", projectId: "the project", leadId: "the lead" };
const otherPathDescriptions: Record<string, string> = {
  deliveryId: "Id of the delivery (a UUID: the delivery_id receivers see).",
};

// Path ids are strings of digits on the wire (milestone ids included); the schema is the contract's pathId,
// unless the operation names its parameters' schemas (a delivery's UUID).
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
        ? `Id of ${pathNouns[name] ?? name} (a positive integer, as digits).`
        : (otherPathDescriptions[name] ?? name),
      schema: components.convert(isId ? pathId : own, "input"),
    };
  });
}

const isEmpty = (s: JsonSchema | undefined) =>
  !s || Object.keys(s).every((k) => k === "default" || k === "description");

const commaList = { style: "form", explode: false, description: "Comma-separated for several." } as const;

// Query schemas parse strings. Their output side (integers with bounds and defaults) is what a caller means, so
// it is documented where zod can express it; where a transform hides it, the field's behaviour is probed.
function describeField(
  field: z.ZodType,
  input: JsonSchema,
  output: JsonSchema | undefined,
): Omit<Parameter, "name" | "in" | "required"> {
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
  return Object.entries(query.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...describeField(field, inProps[name] ?? {}, outProps[name]),
  }));
}
