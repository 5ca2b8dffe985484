import { z } from "zod";

// Stable, snake_case error codes. The spec does not name codes ("not shown"): these are ours, listed in the
// README, and both the sandbox and the console's client use this one table.
export const errorCodes = {
  invalid_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  missing_token: 401,
  invalid_token: 401,
  token_expired: 401,
  insufficient_scope: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  lead_already_converted: 409,
  lead_not_convertible: 409,
  lead_is_won: 409,
  lead_not_retired: 409,
  milestone_has_children: 409,
  custom_field_name_taken: 409,
  subscription_not_active: 409,
  inbox_name_taken: 409,
  inbox_limit_reached: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  usage_limit_exceeded: 429,
  internal_error: 500,
  upstream_unavailable: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const errorDetail = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetail>;

export const errorEnvelope = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.array(errorDetail).optional(),
    }),
  })
  .meta({ id: "Error" });

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

// The token endpoint is an OAuth server, not the API: RFC 6749 section 5.2 errors.
export const oauthErrorCodes = [
  "invalid_request",
  "invalid_client",
  "invalid_scope",
  "unsupported_grant_type",
] as const;
export const oauthError = z.object({ error: z.enum(oauthErrorCodes), error_description: z.string() });
