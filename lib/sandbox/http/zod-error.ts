import type { z } from "zod";
import { ApiError } from "../core/errors";

// Turns a zod failure into the error envelope: the message names the first field, details list every one.
export function validationError(error: z.ZodError, where: "body" | "query" | "path"): ApiError {
  const details = error.issues.map((i) => ({
    path: i.path.length ? i.path.join(".") : where,
    message: i.code === "invalid_type" && /received undefined$/.test(i.message) ? "is required" : i.message,
  }));
  const first = details[0];
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : "";
  const message = first ? `${first.path}: ${first.message}${more}` : `invalid ${where}`;
  return new ApiError(where === "body" ? "validation_failed" : "invalid_request", message, details);
}
