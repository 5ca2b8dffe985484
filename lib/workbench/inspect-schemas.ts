import { z } from "zod";

// The console's side of the request inspector and fault rules: what its API routes and pages accept. The
// sandbox validates the same again (lib/sandbox/workbench); these keep bad input from going upstream at all.
export const requestFilters = z.object({
  clientId: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(["2xx", "3xx", "4xx", "5xx"]).optional().catch(undefined),
  path: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? (v.startsWith("/") ? v : `/${v}`) : undefined)),
  from: z.string().max(40).optional().transform(isoOrUndefined),
  to: z.string().max(40).optional().transform(isoOrUndefined),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().catch(undefined),
});
export type RequestFilters = z.output<typeof requestFilters>;

// A datetime-local field's value (read as UTC, as the form says) or an ISO timestamp, as ISO; else ignored.
function isoOrUndefined(v: string | undefined): string | undefined {
  if (!v) return undefined;
  const t = Date.parse(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(v) ? `${v}Z` : v);
  return Number.isFinite(t) ? new Date(t).toISOString() : undefined;
}

export const REQUESTS_PAGE_SIZE = 50;

export function requestsPath(f: RequestFilters): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== "") qs.set(k, String(v));
  qs.set("limit", String(REQUESTS_PAGE_SIZE));
  return `/requests?${qs}`;
}

export const uuidParam = z.object({ id: z.uuid() });

// The console's form of a new rule; passed on as the sandbox's POST /sandbox/workbench/faults body.
export const faultForm = z
  .object({
    kind: z.enum(["latency", "error", "rate_limit", "fail_next"]),
    clientId: z.string().trim().max(200).optional(),
    method: z.enum(["GET", "POST", "PATCH", "PUT", "DELETE"]).optional(),
    pathPattern: z.string().trim().max(200).optional(),
    latencyMinMs: z.number().int().min(0).max(60_000).optional(),
    latencyMaxMs: z.number().int().min(0).max(60_000).optional(),
    probability: z.number().gt(0).max(1).optional(),
    status: z.number().int().optional(),
    retryAfterS: z.number().int().min(1).max(3600).optional(),
    count: z.number().int().min(1).max(1000).optional(),
    expiresInS: z
      .number()
      .int()
      .min(1)
      .max(7 * 86_400)
      .optional(),
  })
  .strict();
export type FaultForm = z.infer<typeof faultForm>;

export function faultBody(f: FaultForm): Record<string, unknown> {
  const common = {
    ...(f.clientId ? { clientId: f.clientId } : {}),
    ...(f.method ? { method: f.method } : {}),
    ...(f.pathPattern ? { pathPattern: f.pathPattern } : {}),
    ...(f.expiresInS ? { expiresInS: f.expiresInS } : {}),
  };
  switch (f.kind) {
    case "latency":
      return {
        ...common,
        kind: f.kind,
        latencyMs: { min: f.latencyMinMs ?? 0, max: f.latencyMaxMs ?? f.latencyMinMs ?? 0 },
      };
    case "error":
      return { ...common, kind: f.kind, probability: f.probability ?? 1, status: f.status ?? 500 };
    case "rate_limit":
      return { ...common, kind: f.kind, retryAfterS: f.retryAfterS ?? 1, probability: f.probability ?? 1 };
    case "fail_next":
      return {
        ...common,
        kind: f.kind,
        count: f.count ?? 1,
        status: f.status ?? 503,
        ...(f.retryAfterS ? { retryAfterS: f.retryAfterS } : {}),
      };
  }
}
