import type { ErrorDetail } from "@/lib/partner-api/contract";

// Errors of the console's own API; upstream errors pass through with the API's code and message.
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const unauthenticated = () => new ConsoleApiError(401, "unauthenticated", "Sign in to continue.");
export const forbidden = (what = "do this") =>
  new ConsoleApiError(403, "forbidden", `Your role may not ${what}.`);

export function errorJson(status: number, code: string, message: string, details?: ErrorDetail[]): Response {
  return Response.json(
    { error: { code, message, ...(details ? { details } : {}) } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

// The database cannot be reached (lib/db/unavailable.ts): 503 with a short Retry-After, never a 500.
export function databaseUnavailable(): Response {
  const res = errorJson(503, "service_unavailable", "The database is unavailable; try again shortly.");
  res.headers.set("Retry-After", "5");
  return res;
}
