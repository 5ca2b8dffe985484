import type { ErrorDetail } from "./contract";

const BRAND = Symbol.for("partner-console.PartnerApiError");

// An upstream failure with the API's own status, code and message, so handlers can map it without guessing.
// `instanceof` goes by a process-wide brand, not by class identity: the production build can give two routes
// their own copies of this module, while the API clients (and the reads they coalesce) are shared by all routes
// (lib/cache/process-shared.ts), so an error made by one copy must still be recognised by another.
export class PartnerApiError extends Error {
  readonly [BRAND] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = "PartnerApiError";
  }
}

export const isPartnerApiError = (e: unknown): e is PartnerApiError => e instanceof PartnerApiError;
