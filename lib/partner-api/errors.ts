import type { ErrorDetail } from "./contract";

// An upstream failure with the API's own status, code and message, so handlers can map it without guessing.
export class PartnerApiError extends Error {
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
