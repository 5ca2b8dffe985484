import { errorCodes, type ErrorCode, type ErrorDetail } from "@/lib/partner-api/contract";

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = errorCodes[code];
  }
}

export const notFound = (what: string, id: number | string) =>
  new ApiError("not_found", `${what} ${id} not found`);

export function invalid(path: string, message: string): ApiError {
  return new ApiError("validation_failed", `${path}: ${message}`, [{ path, message }]);
}

export function errorResponse(err: ApiError): Response {
  const body = {
    error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) },
  };
  return Response.json(body, {
    status: err.status,
    headers: { "Cache-Control": "no-store", ...err.headers },
  });
}

// PostgreSQL cannot be reached (lib/db/unavailable.ts): a 503 worth retrying shortly, never a 500.
export const databaseUnavailable = () =>
  errorResponse(
    new ApiError("service_unavailable", "the database is unavailable; try again shortly", undefined, {
      "Retry-After": "5",
    }),
  );
