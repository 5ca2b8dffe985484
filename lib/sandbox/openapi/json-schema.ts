import { z } from "zod";
import { refine } from "./refinements";
import type { JsonSchema } from "./types";

export const schemaRef = (id: string) => `#/components/schemas/${id}`;

// A `not` that refuses an object carrying any of these keys (each named in `properties` too, so the subschema
// reads on its own).
export const absent = (keys: string[]): JsonSchema => ({
  required: keys,
  properties: Object.fromEntries(keys.map((k) => [k, {}])),
});

const isNever = (schema: z.core.$ZodType): boolean => {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType };
  return (
    def.type === "never" || (def.type === "optional" && def.innerType !== undefined && isNever(def.innerType))
  );
};

// Readability fixes on zod's output that change no meaning, and the document's refinements (refinements.ts).
function tidy({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  refine(zodSchema, jsonSchema);
  // z.int() bounds itself to the safe-integer range: true, but noise in a reference.
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  // `format` states date and date-time; zod's regex for them only makes example values unreadable.
  if ((jsonSchema.format === "date" || jsonSchema.format === "date-time") && jsonSchema.pattern)
    delete jsonSchema.pattern;
  // A z.never() field (phaseId on a lead PATCH) is one the API refuses. Left in, Swagger UI would put it in the
  // example body; so it leaves the properties and the object's description names it.
  const def = zodSchema._zod.def as { type: string; shape?: Record<string, z.core.$ZodType> };
  if (def.type !== "object" || !def.shape) return;
  const refused = Object.entries(def.shape)
    .filter(([, field]) => isNever(field))
    .map(([name]) => name);
  const properties = jsonSchema.properties as Record<string, unknown> | undefined;
  for (const name of refused) delete properties?.[name];
  if (!refused.length) return;
  jsonSchema.description = `Not accepted here (a 400): ${refused.map((n) => `\`${n}\``).join(", ")}.`;
  jsonSchema.not = absent(refused); // closed to them: a validating client refuses them too
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string"
        ? v.replace(/^#\/\$defs\//, "#/components/schemas/")
        : rewriteRefs(v),
    ]),
  );
}

// Converts zod schemas with zod's own z.toJSONSchema and gathers every schema that carries `.meta({ id })` as a
// named component (zod puts them in `$defs`; here they move to `#/components/schemas`).
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: "input" | "output", unrepresentable: "throw" | "any" = "throw"): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable, override: tidy }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = json;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) this.add(id, def);
    return rewriteRefs(root) as JsonSchema;
  }

  private add(id: string, def: JsonSchema) {
    const json = rewriteRefs(def) as JsonSchema;
    const existing = this.schemas[id];
    // Two schemas (or the input and output side of one) under one id would make the reference lie.
    if (existing && JSON.stringify(existing) !== JSON.stringify(json))
      throw new Error(`schema id "${id}" names two different JSON Schemas`);
    this.schemas[id] = json;
  }
}
