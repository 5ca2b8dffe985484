import "server-only";
import type { z } from "zod";
import { readQuery } from "@/lib/http/query";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { logger } from "@/lib/logger";
import { noteRequest } from "@/lib/tracing";
import type { Principal } from "../core/principal";
import { ApiError, errorResponse } from "../core/errors";
import { authenticate } from "../oauth/tokens";
import { readJsonBody } from "./read-body";
import { validationError } from "./zod-error";
import { sandboxRoute } from "./guard";

const noStore = { "Cache-Control": "no-store" };

// A workbench route (/sandbox/workbench/…, beside the partner API): 404 while the sandbox is off, a sandbox
// bearer token of any scope (its company decides what is seen), JSON in and out, errors in the API's envelope.
// It is not the partner API: not recorded by the inspector, not subject to fault rules or the rate limit, so a
// rule can always be seen and deleted.
export function workbenchRoute(
  run: (req: Request, principal: Principal) => Promise<object | undefined>,
  status = 200,
) {
  return sandboxRoute(async (req) => {
    try {
      const principal = await authenticate(req.headers.get("authorization"));
      noteRequest(req, { clientId: principal.clientId });
      const result = await run(req, principal);
      if (result === undefined) return new Response(null, { status: 204, headers: noStore });
      return Response.json(result, { status, headers: noStore });
    } catch (err) {
      if (err instanceof ApiError) return errorResponse(err);
      if (isDatabaseUnavailable(err)) throw err;
      logger.error({ err, method: req.method }, "sandbox workbench request failed");
      return errorResponse(new ApiError("internal_error", "the sandbox failed to process the request"));
    }
  });
}

export async function workbenchBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(req));
  if (!parsed.success) throw validationError(parsed.error, "body");
  return parsed.data;
}

export function workbenchQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const read = readQuery(new URL(req.url).searchParams);
  if (!read.ok)
    throw new ApiError("invalid_request", `${read.problem.path}: ${read.problem.message}`, [read.problem]);
  const parsed = schema.safeParse(read.query);
  if (!parsed.success) throw validationError(parsed.error, "query");
  return parsed.data;
}

// The last segment of the path, when it is a UUID; any other value names nothing (404).
export function workbenchId(req: Request, what: string): string {
  const id = new URL(req.url).pathname.split("/").pop() ?? "";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new ApiError("not_found", `${what} ${id.slice(0, 40)} not found`);
  return id.toLowerCase();
}
