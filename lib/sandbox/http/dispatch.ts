import "server-only";
import { processShared } from "@/lib/cache/process-shared";
import { SingleFlight } from "@/lib/cache/single-flight";
import {
  entityScopes,
  pathId,
  type EntityType,
  type Operation,
  type OperationId,
} from "@/lib/partner-api/contract";
import { readQuery } from "@/lib/http/query";
import { noteDatabaseDown } from "@/lib/db/availability";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { logger } from "@/lib/logger";
import { noteRequest, outsideTrace, requestIdOf } from "@/lib/tracing";
import { httpTimer } from "@/lib/metrics/http";
import { sandboxConfig } from "../core/config";
import { nudgeDelivery } from "../delivery/queue/nudge";
import type { Principal } from "../core/principal";
import { authenticate } from "../oauth/tokens";
import { consumeRateLimit } from "./rate-limit";
import { handlers } from "../resources";
import { ApiError, databaseUnavailable, errorResponse, invalid } from "../core/errors";
import { bodyProblem } from "./body-problem";
import { readJsonBody } from "./read-body";
import { matchRoute } from "./routes";
import { validationError } from "./zod-error";
import { inRequestScope } from "../core/request-scope";
import { applyFaults } from "../inspect/faults-apply";
import { recordRequest } from "../inspect/inspector-buffer";
import { BODY_LIMIT, bearerLast4, type InspectorEntry } from "../inspect/inspector-entry";

const noStore = { "Cache-Control": "no-store" };

// Identical list reads of one company that arrive while one is running share its serialised answer: only reads
// whose answer depends on nothing but the company, the path and the query (scopes are checked per request before).
// Every write request of this process, when it finishes, stops later reads joining earlier runs; the bound
// across processes is in lib/sandbox/README.md. Kept: bench:sandbox's list rows serve ~1.9x the requests with it.
const COALESCED_READS: ReadonlySet<OperationId> = new Set<OperationId>(["listProjects", "listLeads"]);
const listReads = processShared("sandbox.list-reads", () => new SingleFlight<string>());

// What one request shows the request inspector (inspect/inspector-*), noted as it runs: references only.
type Seen = Partial<
  Pick<
    InspectorEntry,
    "route" | "scopeCheck" | "error" | "fault" | "requestBody" | "responseText" | "eventIds"
  >
> & { principal?: Principal; rateLimit?: Record<string, string> };

// Every sandbox API request: route, authenticate, apply fault rules, rate-limit, authorise, parse, run,
// envelope; timed under its contract path (/metrics) and, once its client is known, recorded for the inspector.
export async function dispatch(req: Request, path: string): Promise<Response> {
  const timer = httpTimer("sandbox", req.method);
  const started = performance.now();
  const seen: Seen = {};
  const res = await answer(req, path, timer, seen);
  timer.done(res.status);
  // A path or method the API does not have is answered before the token is read; the inspector still shows
  // it to the token's company (a typo in a partner's path is worth seeing).
  if (!seen.principal && (res.status === 404 || res.status === 405))
    seen.principal = await authenticate(req.headers.get("authorization")).catch(() => undefined);
  if (seen.principal) recordRequest(entryOf(req, path, res.status, performance.now() - started, seen));
  return res;
}

function entryOf(req: Request, path: string, status: number, durationMs: number, seen: Seen): InspectorEntry {
  const { principal, ...rest } = seen;
  const q = req.url.indexOf("?");
  return {
    ...rest,
    at: new Date(Date.now() - durationMs),
    companyId: principal!.companyId,
    clientId: principal!.clientId,
    method: req.method,
    path,
    query: q < 0 ? "" : req.url.slice(q + 1),
    status,
    durationMs,
    requestId: requestIdOf(req),
    bearerLast4: bearerLast4(req.headers.get("authorization")),
  };
}

async function answer(req: Request, path: string, timer: { route: string }, seen: Seen): Promise<Response> {
  let rateHeaders: Record<string, string> = {};
  try {
    const match = matchRoute(req.method, path);
    if (match.kind === "not_found") throw new ApiError("not_found", `no endpoint ${req.method} ${path}`);
    if (match.kind === "method_not_allowed")
      throw new ApiError("method_not_allowed", `${req.method} is not allowed on ${path}`, undefined, {
        Allow: match.allow.join(", "),
      });
    const { id, op, rawParams } = match;
    if (op.sandboxOnly && !sandboxConfig().deliveryLog)
      throw new ApiError("not_found", `no endpoint ${req.method} ${path}`);
    noteRequest(req, { route: `/sandbox/api${op.path}` });
    timer.route = `/sandbox/api${op.path}`;
    seen.route = op.path;

    const principal = await authenticate(req.headers.get("authorization"));
    noteRequest(req, { clientId: principal.clientId });
    seen.principal = principal;
    seen.fault = await applyFaults(principal, req.method, path);
    rateHeaders = await consumeRateLimit(principal.clientId);
    seen.rateLimit = rateHeaders;
    if ("scopes" in op.auth) requireScopes(principal, op.auth.scopes, seen);
    else if ("anyToken" in op.auth) seen.scopeCheck = { needed: [], missing: [] };

    const params = parseParams(op, rawParams);

    const read = readQuery(new URL(req.url).searchParams);
    if (!read.ok)
      throw new ApiError("invalid_request", `${read.problem.path}: ${read.problem.message}`, [read.problem]);
    const rawQuery = read.query;
    const queryProblem = bodyProblem(rawQuery);
    if (queryProblem)
      throw new ApiError("invalid_request", `${queryProblem.path}: ${queryProblem.message}`, [queryProblem]);
    let query: unknown;
    if (op.query) {
      const parsed = op.query.safeParse(rawQuery);
      if (!parsed.success) throw validationError(parsed.error, "query");
      query = parsed.data;
    }
    let body: unknown;
    if (op.body) {
      const raw = await readJsonBody(req);
      seen.requestBody = raw;
      const problem = bodyProblem(raw);
      if (problem) throw invalid(problem.path, problem.message);
      const parsed = op.body.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error, "body");
      body = parsed.data;
    }
    if ("entityScope" in op.auth) {
      const entityType = ((query ?? body) as { entityType: EntityType }).entityType;
      requireScopes(principal, [entityScopes[entityType][op.auth.entityScope]], seen);
    }

    const handler = handlers[id] as (ctx: unknown) => Promise<unknown>;
    const run = async () => JSON.stringify(await handler({ principal, params, query, body }));
    let text: string;
    if (COALESCED_READS.has(id)) {
      text = await listReads.run(JSON.stringify([id, principal.companyId, params, query]), run);
    } else if (req.method === "GET") {
      text = await run();
    } else {
      // A write notes the outbox events it publishes, for the inspector to link (core/request-scope.ts).
      const scope = { eventIds: [] as number[] };
      seen.eventIds = scope.eventIds;
      try {
        text = await inRequestScope(scope, run);
      } finally {
        listReads.writeFinished();
      }
      // A write may have committed an event (or queued a replay): wake this process's delivery worker.
      outsideTrace(nudgeDelivery);
    }
    // Bytes, not the string: undici would measure and then encode a string body, which for a list page of 300
    // projects (270 KB) allocated its size once more on the heap.
    const bytes = Buffer.from(text);
    // The inspector's copy is decoded afresh from the first bytes: a slice of `text` would keep all of it alive
    // until the entry is written.
    seen.responseText = bytes.length > BODY_LIMIT ? `${bytes.toString("utf8", 0, BODY_LIMIT)}…` : text;
    return new Response(bytes, {
      status: op.status,
      headers: { "Content-Type": "application/json", ...noStore, ...rateHeaders },
    });
  } catch (err) {
    if (err instanceof ApiError) {
      seen.error = { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) };
      seen.fault ??= err.headers?.["X-Sandbox-Fault"];
      if (err.headers?.["X-RateLimit-Limit"]) seen.rateLimit = rateLimitOf(err.headers);
      const res = errorResponse(err);
      for (const [k, v] of Object.entries(rateHeaders)) if (!res.headers.has(k)) res.headers.set(k, v);
      return res;
    }
    if (isDatabaseUnavailable(err)) {
      noteDatabaseDown();
      seen.error = { code: "service_unavailable", message: "the database is unavailable" };
      return databaseUnavailable();
    }
    seen.error = { code: "internal_error", message: "the sandbox failed to process the request" };
    logger.error({ err, method: req.method, path }, "sandbox request failed");
    return errorResponse(new ApiError("internal_error", "the sandbox failed to process the request"));
  }
}

// Path parameters are positive integer ids, unless the operation names their schemas (a UUID, for instance).
function parseParams(op: Operation, raw: Record<string, string>): Record<string, unknown> {
  if (op.params) {
    const parsed = op.params.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const name = String(issue?.path[0] ?? "path");
      if (/^[1-9][0-9]*$/.test(raw[name] ?? ""))
        throw new ApiError("not_found", `no record has the ${name} ${short(raw[name]!)}`);
      throw new ApiError("invalid_request", `${name} ${issue?.message ?? "is invalid"}, got "${raw[name]}"`, [
        { path: name, message: issue?.message ?? "is invalid" },
      ]);
    }
    return parsed.data as Record<string, unknown>;
  }
  const params: Record<string, number> = {};
  for (const [name, value] of Object.entries(raw)) {
    const parsed = pathId.safeParse(value);
    // A well-formed id past the store's int4 range names no record: 404, like any unknown id.
    if (!parsed.success && /^[1-9][0-9]*$/.test(value))
      throw new ApiError("not_found", `no record has the ${name} ${short(value)}`);
    if (!parsed.success)
      throw new ApiError("invalid_request", `${name} must be a positive integer, got "${value}"`, [
        { path: name, message: "must be a positive integer" },
      ]);
    params[name] = parsed.data;
  }
  return params;
}

function requireScopes(principal: Principal, needed: readonly string[], seen: Seen) {
  const missing = needed.filter((s) => !principal.scopes.has(s as never));
  seen.scopeCheck = {
    needed: [...(seen.scopeCheck?.needed ?? []), ...needed],
    missing: [...(seen.scopeCheck?.missing ?? []), ...missing],
  };
  if (missing.length)
    throw new ApiError(
      "insufficient_scope",
      `this operation needs the scope ${missing.join(" and ")}`,
      undefined,
      {
        "WWW-Authenticate": `Bearer error="insufficient_scope", scope="${needed.join(" ")}"`,
      },
    );
}

const rateLimitOf = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => /^X-(RateLimit|Usage)-|^Retry-After$/.test(k)));

const short = (value: string) => (value.length > 20 ? `${value.slice(0, 20)}…` : value);
