import "server-only";
import { sandboxConfig } from "../core/config";
import { ApiError, errorResponse } from "../core/errors";

// With a real API configured (and SANDBOX not forced on) the sandbox does not exist: its credentials are public.
export function sandboxRoute(handler: (req: Request) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    if (!sandboxConfig().enabled) return errorResponse(new ApiError("not_found", "not found"));
    return handler(req);
  };
}
