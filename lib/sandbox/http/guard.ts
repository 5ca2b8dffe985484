import "server-only";
import { sandboxConfig } from "../config";
import { ApiError, errorResponse } from "./api-error";

// With a real API configured (and SANDBOX not forced on) the sandbox does not exist: its credentials are public.
export function sandboxRoute(handler: (req: Request) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    if (!sandboxConfig().enabled) return errorResponse(new ApiError("not_found", "not found"));
    return handler(req);
  };
}
