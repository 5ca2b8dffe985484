import "server-only";
import type { z } from "zod";
import { audit } from "@/lib/audit";
import type { FieldChange } from "@/lib/audit-log/changes";
import { requestUser, type ConsoleUser } from "@/lib/auth/current";
import { can, type Permission } from "@/lib/auth/permissions";
import { readQuery } from "@/lib/http/query";
import { logger } from "@/lib/logger";
import { timedConsoleApi } from "@/lib/metrics/http";
import { partnerApi, PartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { consoleRequest, noteRequest } from "@/lib/tracing";
import { noteDatabaseDown } from "@/lib/db/availability";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { ConsoleApiError, databaseUnavailable, errorJson, forbidden, unauthenticated } from "./errors";
import { isCrossSite } from "./origin";
import { readJson } from "./read-json";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type HandlerContext<Q, B, P> = {
  req: Request;
  user: ConsoleUser;
  api: PartnerApiClient;
  query: Q;
  body: B;
  params: P;
  // What the audit's `before` read, for a handler that offers Undo (undefined when none or it failed).
  before?: unknown;
};

type Options<QS, BS, PS> = {
  permission: Permission;
  query?: QS;
  body?: BS;
  params?: PS;
  // A check of the parsed request before anything is sent upstream (it throws a ConsoleApiError to refuse).
  guard?: (ctx: { user: ConsoleUser; params: Out<PS>; body: Out<BS> }) => Promise<void>;
  // Mutations name what they did for the audit log: the operation and its target (names and ids only).
  audit?: {
    operation: string;
    target?: (ctx: { params: Out<PS>; body: Out<BS> }, result: unknown) => string | undefined;
    // When an answered call can still have failed (a test send the receiver refused, an API without the
    // extension): the outcome the result shows. "ok" without it.
    outcome?: (result: unknown) => { outcome: "ok" | "error"; detail?: string };
    // The record as it was, read before the write, so the log can show each changed field as before → after.
    // A failed read only loses the before values: the write goes ahead.
    before?: (ctx: {
      api: PartnerApiClient;
      params: Out<PS>;
      body: Out<BS>;
      user: ConsoleUser;
    }) => Promise<unknown>;
    changes?: (ctx: { params: Out<PS>; body: Out<BS> }, result: unknown, before: unknown) => FieldChange[];
  };
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

// Every console API handler runs inside this: session, role, same-origin check on mutations, input parsing,
// error mapping, the upstream quota headers, no-store, and the audit record of each mutation (with the API's
// request id); one log line per request (lib/tracing/request-log.ts).
export function consoleHandler<
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
>(opts: Options<QS, BS, PS>, handler: (ctx: HandlerContext<Out<QS>, Out<BS>, Out<PS>>) => Promise<unknown>) {
  // Timed for /metrics, traced and logged once as it ends (lib/metrics, lib/tracing).
  const run = async (req: Request, route?: RouteContext): Promise<Response> => {
    const mutation = req.method !== "GET" && req.method !== "HEAD";
    let user: ConsoleUser | null = null;
    let parsed: { params: Out<PS>; body: Out<BS> } | undefined;
    let api: PartnerApiClient | undefined;
    try {
      if (mutation && isCrossSite(req))
        throw new ConsoleApiError(403, "cross_site", "Cross-site requests are refused.");
      user = await requestUser(req);
      if (!user) throw unauthenticated();
      noteRequest(req, { userId: user.id });
      if (!can(user.role, opts.permission)) throw forbidden();
      const params = parseParams(opts.params, route ? await route.params : {}) as Out<PS>;
      const query = parse(opts.query, readQueryOrRefuse(req), "query") as Out<QS>;
      const body = (opts.body ? parse(opts.body, await readJson(req), "body") : undefined) as Out<BS>;
      parsed = { params, body };
      await opts.guard?.({ user, params, body });
      api = partnerApi(user.environment).forRequest(req.signal);
      const before = mutation ? await readBefore(opts.audit?.before, { api, params, body, user }) : undefined;
      const result = await handler({ req, user, api, query, body, params, before });
      if (mutation && opts.audit)
        await audit(user, {
          operation: opts.audit.operation,
          target: opts.audit.target?.(parsed, result),
          ...(opts.audit.outcome?.(result) ?? { outcome: "ok" }),
          changes: before === undefined ? undefined : opts.audit.changes?.(parsed, result, before),
          requestId: api.lastRequestId,
        });
      const res = result instanceof Response ? result : jsonResponse(result);
      res.headers.set("Cache-Control", "no-store");
      const quota = api.lastRateLimit;
      if (quota) {
        res.headers.set("X-Upstream-RateLimit-Limit", String(quota.limit));
        res.headers.set("X-Upstream-RateLimit-Remaining", String(quota.remaining));
        res.headers.set("X-Upstream-RateLimit-Reset", String(quota.reset));
      }
      return res;
    } catch (err) {
      if (mutation && opts.audit && user && parsed) {
        await audit(user, {
          operation: opts.audit.operation,
          target: opts.audit.target?.(parsed, undefined),
          outcome: "error",
          upstreamStatus: err instanceof PartnerApiError ? err.status : undefined,
          detail: err instanceof Error ? err.message : undefined,
          requestId: api?.lastRequestId,
        });
      }
      // The browser went away (closed the page, cancelled an export): its upstream call was aborted with it
      // (PartnerApiClient.call), nobody reads an answer, and nothing went wrong on our side.
      if (req.signal.aborted) return clientClosed(req);
      return toErrorResponse(err);
    } finally {
      noteRequest(req, { apiRequestId: api?.lastRequestId });
    }
  };
  return timedConsoleApi(consoleRequest(run));
}

async function readBefore<C>(read: ((ctx: C) => Promise<unknown>) | undefined, ctx: C): Promise<unknown> {
  if (!read) return undefined;
  try {
    return await read(ctx);
  } catch (err) {
    logger.warn({ err }, "audit: could not read the record before writing it");
    return undefined;
  }
}

// 499 (nginx's "client closed request"): never seen by the client, only by whatever logs responses.
export function clientClosed(req: Request): Response {
  logger.debug({ method: req.method, path: new URL(req.url).pathname }, "client closed");
  return new Response(null, { status: 499 });
}

// Concurrent identical reads share one upstream answer object (PartnerApiClient.call): it is written out once.
const written = new WeakMap<object, string>();
function jsonResponse(result: unknown): Response {
  if (result === null || typeof result !== "object") return Response.json(result ?? null);
  let text = written.get(result);
  if (text === undefined) written.set(result, (text = JSON.stringify(result)));
  return new Response(text, { headers: { "Content-Type": "application/json" } });
}

function parse(schema: Schema | undefined, input: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join(".") || where, message: i.message }));
  throw new ConsoleApiError(400, "validation_failed", `${details[0]?.path}: ${details[0]?.message}`, details);
}

// A well-formed id too large for any record is an unknown id (404); anything else malformed is a 400.
function parseParams(schema: Schema | undefined, raw: Record<string, string | string[]>): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const name = String(result.error.issues[0]?.path[0] ?? "");
  const value = raw[name];
  if (typeof value === "string" && /^[1-9][0-9]*$/.test(value))
    throw new ConsoleApiError(404, "not_found", `No record has the ${name} ${value.slice(0, 20)}.`);
  return parse(schema, raw, "params");
}

function readQueryOrRefuse(req: Request): Record<string, string> {
  const read = readQuery(new URL(req.url).searchParams);
  if (read.ok) return read.query;
  const { path, message } = read.problem;
  throw new ConsoleApiError(400, "validation_failed", `${path}: ${message}`, [read.problem]);
}

function toErrorResponse(err: unknown): Response {
  if (err instanceof ConsoleApiError) return errorJson(err.status, err.code, err.message, err.details);
  if (err instanceof PartnerApiError) {
    // The upstream refusing the console's own credentials is a gateway problem, not the user's.
    if (err.status === 401)
      return errorJson(502, "upstream_auth", "The Partner API refused the console's credentials.");
    // The API's own 503 (its database away, say) stays a 503: worth retrying shortly, like ours.
    const status = err.status >= 500 && err.status !== 503 ? 502 : err.status;
    const res = errorJson(status, err.code, err.message, err.details);
    if (err.retryAfterS !== undefined) res.headers.set("Retry-After", String(err.retryAfterS));
    return res;
  }
  // PostgreSQL away (stopped, restarting): the request may succeed in a moment, nothing is wrong with it.
  if (isDatabaseUnavailable(err)) {
    noteDatabaseDown();
    return databaseUnavailable();
  }
  logger.error({ err }, "console API handler failed");
  return errorJson(500, "internal_error", "Something went wrong on the console's side.");
}
