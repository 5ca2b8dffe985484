import "server-only";
import { sandboxRequest } from "@/lib/tracing";
import { sandboxConfig } from "../core/config";
import { ApiError, errorResponse } from "../core/errors";

// With a real API configured (and SANDBOX not forced on) the sandbox does not exist: its credentials are public.
// Each request continues its caller's trace, answers with an X-Request-Id and is logged once (lib/tracing).
export function sandboxRoute(handler: (req: Request) => Promise<Response>) {
  return sandboxRequest(async (req: Request): Promise<Response> => {
    if (!sandboxConfig().enabled) return errorResponse(new ApiError("not_found", "not found"));
    return handler(req);
  });
}
