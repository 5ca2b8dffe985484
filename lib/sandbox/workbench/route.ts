import "server-only";
import type { z } from "zod";
import { logger } from "@/lib/logger";
import { ApiError, errorResponse } from "../core/errors";
import type { Principal } from "../core/principal";
import { readJsonBody } from "../http/read-body";
import { sandboxRoute } from "../http/guard";
import { validationError } from "../http/zod-error";
import { authenticate } from "../oauth/tokens";

export type WorkbenchContext = { req: Request; principal: Principal; params: Record<string, string> };
type RouteContext = { params: Promise<Record<string, string>> };

// An unexpected failure: logged (never the request's headers or body), answered in the envelope.
export const failed = (req: Request) => (err: unknown) => {
  const e = err as { message?: string; code?: string; cause?: { message?: string; code?: string } };
  logger.error(
    {
      err: { message: e.cause?.message ?? e.message, code: e.cause?.code ?? e.code },
      path: new URL(req.url).pathname,
    },
    "sandbox workbench request failed",
  );
  return errorResponse(new ApiError("internal_error", "the sandbox failed to process the request"));
};

// Every /sandbox/workbench route: 404 with the sandbox off (sandboxRoute), a sandbox bearer token of any scope
// (its company decides what is seen), JSON out, the sandbox's error envelope, never a 500 with internals.
export function workbenchRoute(handler: (ctx: WorkbenchContext) => Promise<unknown>, status = 200) {
  return (req: Request, route?: RouteContext) =>
    sandboxRoute(async (r: Request) => {
      try {
        const principal = await authenticate(r.headers.get("authorization"));
        const result = await handler({ req: r, principal, params: route ? await route.params : {} });
        return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
      } catch (err) {
        if (err instanceof ApiError) return errorResponse(err);
        throw err;
      }
    })(req).catch(failed(req));
}

// A strictly validated JSON body (size-capped by readJsonBody).
export async function bodyOf<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(req));
  if (!parsed.success) throw validationError(parsed.error, "body");
  return parsed.data;
}

export function queryOf<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) throw validationError(parsed.error, "query");
  return parsed.data;
}

// Ids in paths: a positive integer within the column's range, or what it names is not found.
function pathId(raw: string, max: number, notFound: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw) || Number(raw) > max)
    throw new ApiError("not_found", `${notFound} ${raw.slice(0, 20)}`);
  return Number(raw);
}

// An inbox's id (an integer column).
export const idParam = (params: Record<string, string>) =>
  pathId(params.id ?? "", 2_147_483_647, "no inbox has the id");

// An inbox request's id (a bigserial).
export const requestIdParam = (params: Record<string, string>) =>
  pathId(params.requestId ?? "", Number.MAX_SAFE_INTEGER, "the inbox has no request");
