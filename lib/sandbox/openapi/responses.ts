import { errorCodes, type ErrorCode, type Operation } from "@/lib/partner-api/contract";
import { schemaRef } from "./json-schema";
import type { Header, JsonSchema, Response } from "./types";

// The six headers every successful API response carries (lib/sandbox/http/rate-limit.ts).
export const rateLimitHeaders: Record<string, Header> = {
  "X-RateLimit-Limit": {
    description: "Requests allowed per minute for this client.",
    schema: { type: "integer" },
  },
  "X-RateLimit-Remaining": {
    description: "Requests left in the current minute.",
    schema: { type: "integer" },
  },
  "X-RateLimit-Reset": {
    description: "Unix time (seconds) when the minute window ends.",
    schema: { type: "integer" },
  },
  "X-Usage-Limit": {
    description: "Requests allowed per UTC day for this client.",
    schema: { type: "integer" },
  },
  "X-Usage-Remaining": { description: "Requests left in the current UTC day.", schema: { type: "integer" } },
  "X-Usage-Reset": { description: "Unix time (seconds) when the UTC day ends.", schema: { type: "integer" } },
};

const headerRefs = Object.fromEntries(
  Object.keys(rateLimitHeaders).map((h) => [h, { $ref: `#/components/headers/${h}` }]),
);

const codesWithStatus = (status: number) =>
  (Object.keys(errorCodes) as ErrorCode[]).filter((c) => errorCodes[c] === status);
const codeList = (codes: readonly string[]) => codes.map((c) => `\`${c}\``).join(", ");

function error(description: string, codes: readonly string[]): Response {
  return {
    description: `${description} Codes: ${codeList(codes)}.`,
    content: { "application/json": { schema: { $ref: schemaRef("Error") } } },
  };
}

export function successResponse(op: Operation, schema: JsonSchema, example?: unknown): Response {
  return {
    description: op.status === 201 ? "Created." : "OK.",
    headers: headerRefs,
    content: { "application/json": { schema, ...(example === undefined ? {} : { example }) } },
  };
}

// Error statuses per the spec's Endpoints preamble, narrowed to what each operation can actually produce.
export function errorResponses(op: Operation): Record<string, Response> {
  const hasBody = op.body !== undefined;
  // Body codes (invalid_json, validation_failed) cannot occur without a body; path and query errors always can.
  const badRequest = hasBody
    ? codesWithStatus(400)
    : codesWithStatus(400).filter((c) => c === "invalid_request");
  const addressesRecord = op.path.includes("{") || "entityScope" in op.auth;
  const responses: Record<string, Response> = {
    "400": error(
      `The ${hasBody ? "path, query or body" : "path or query"} is invalid; \`details\` name the fields.`,
      badRequest,
    ),
    "401": error("The bearer token is missing, invalid or expired.", codesWithStatus(401)),
    "403": error("The token lacks the scope this operation needs.", ["insufficient_scope"]),
  };
  if (addressesRecord)
    responses["404"] = error("The record does not exist or belongs to another company.", ["not_found"]);
  if (op.conflicts?.length)
    responses["409"] = error("A business precondition failed (see the code).", op.conflicts);
  if (hasBody) {
    responses["413"] = error("The body is larger than 1 MiB.", ["payload_too_large"]);
    responses["415"] = error("The body is not `application/json`.", ["unsupported_media_type"]);
  }
  responses["429"] = {
    ...error(
      "The per-minute rate limit or the daily usage limit is exhausted; retry after `Retry-After` seconds.",
      codesWithStatus(429),
    ),
    headers: { "Retry-After": { $ref: "#/components/headers/Retry-After" } },
  };
  return responses;
}

export const retryAfterHeader: Header = {
  description: "Seconds to wait before retrying.",
  schema: { type: "integer" },
};
