import { z } from "zod";
import { faultKinds } from "@/lib/partner-api/contract/workbench-inspect";

// A fault rule as the workbench API takes it (POST /sandbox/workbench/faults): closed objects, bounded numbers.
// Every kind may be narrowed to one client, one method and a path pattern, and may expire.
export const MAX_RULES_PER_COMPANY = 50;
export { faultKinds };
export const faultMethods = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

const ms = z.number().int().min(0).max(60_000);
const probability = z.number().gt(0).max(1);
const retryAfterS = z.number().int().min(1).max(3600);
// A path of the partner API (/v1/leads/12) where `*` stands for any part of one segment and `**` for anything.
const pathPattern = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_.*{}-]*$/, "must start with / and hold only letters, digits, / _ . - * { }");

const common = {
  clientId: z.string().min(1).max(200).optional(),
  method: z.enum(faultMethods).optional(),
  pathPattern: pathPattern.optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  expiresInS: z
    .number()
    .int()
    .min(1)
    .max(7 * 86_400)
    .optional(),
};

export const faultInput = z
  .discriminatedUnion("kind", [
    z.strictObject({
      ...common,
      kind: z.literal("latency"),
      latencyMs: z.union([
        ms,
        z.strictObject({ min: ms, max: ms }).refine((r) => r.min <= r.max, "min must not exceed max"),
      ]),
    }),
    z.strictObject({
      ...common,
      kind: z.literal("error"),
      probability,
      status: z.union([z.literal(500), z.literal(502), z.literal(503)]).default(500),
    }),
    z.strictObject({
      ...common,
      kind: z.literal("rate_limit"),
      retryAfterS,
      probability: probability.default(1),
    }),
    z.strictObject({
      ...common,
      kind: z.literal("fail_next"),
      count: z.number().int().min(1).max(1000),
      status: z.union([z.literal(429), z.literal(500), z.literal(502), z.literal(503)]).default(503),
      retryAfterS: retryAfterS.optional(),
    }),
  ])
  .refine((r) => !(r.expiresAt && r.expiresInS), "give expiresAt or expiresInS, not both")
  .refine((r) => !r.expiresAt || Date.parse(r.expiresAt) > Date.now(), "expiresAt must be in the future");
export type FaultInput = z.infer<typeof faultInput>;

// `*` within one segment, `**` across segments; everything else literally; the whole path must match.
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === "**" ? ".*" : part === "*" ? "[^/]*" : part.replace(/[.{}]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}
