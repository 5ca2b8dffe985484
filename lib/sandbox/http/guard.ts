import "server-only";
import { noteDatabaseDown } from "@/lib/db/availability";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { sandboxRequest } from "@/lib/tracing";
import { sandboxConfig } from "../core/config";
import { ApiError, databaseUnavailable, errorResponse } from "../core/errors";

// With a real API configured (and SANDBOX not forced on) the sandbox does not exist: its credentials are public.
// Each request continues its caller's trace, answers with an X-Request-Id and is logged once (lib/tracing).
export function sandboxRoute(handler: (req: Request) => Promise<Response>) {
  return sandboxRequest(async (req: Request): Promise<Response> => {
    if (!sandboxConfig().enabled) return errorResponse(new ApiError("not_found", "not found"));
    try {
      return await handler(req);
    } catch (err) {
      // The token endpoint and the routes beside the API (dispatch maps its own): 503 while PostgreSQL is away.
      if (isDatabaseUnavailable(err)) {
        noteDatabaseDown();
        return databaseUnavailable();
      }
      throw err;
    }
  });
}
