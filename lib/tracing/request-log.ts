import type { Span } from "@opentelemetry/api";
import { logger } from "@/lib/logger";
import { requestIdFor } from "./request-id";
import { currentTraceId, serverSpan } from "./spans";

// What a handler learns while it runs that the request's log line shows: the route's template, who asked, and
// the request id the Partner API answered with (the console's calls). Names and ids only.
export type RequestNote = { route?: string; userId?: number; clientId?: string; apiRequestId?: string };
type Noted = RequestNote & { span?: Span };
const notes = new WeakMap<Request, Noted>();
const requestIds = new WeakMap<Request, string>();

// The X-Request-Id this request is answered with (the caller's, when acceptable, or one of ours).
export const requestIdOf = (req: Request): string | undefined => requestIds.get(req);

export function noteRequest(req: Request, note: RequestNote): void {
  const noted = notes.get(req);
  if (!noted) return;
  Object.assign(noted, note);
  if (note.route) noted.span?.setAttribute("http.route", note.route);
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

// A console API route: one log line when it ends, and its request id in X-Request-Id. Next.js's own spans
// trace it; the template comes from the path with each parameter's value put back as its [name].
export function consoleRequest<C extends RouteContext | undefined>(
  handler: (req: Request, route?: C) => Promise<Response>,
) {
  return (req: Request, route?: C) =>
    logged(
      "console request",
      req,
      {},
      () => handler(req, route),
      async (note) => {
        note.route ??= templateOf(new URL(req.url).pathname, route ? await route.params : {});
      },
    );
}

// A sandbox route: a server span continuing the caller's trace, one log line when it ends, X-Request-Id.
export function sandboxRequest(handler: (req: Request) => Promise<Response>) {
  return (req: Request) =>
    serverSpan("sandbox", req, { "http.request.method": req.method }, (span) =>
      logged("sandbox request", req, { span }, async () => {
        const res = await handler(req);
        const route = notes.get(req)?.route;
        if (route) span?.updateName(`${req.method} ${route}`);
        return res;
      }),
    );
}

async function logged(
  message: string,
  req: Request,
  noted: Noted,
  run: () => Promise<Response>,
  finish?: (note: Noted) => Promise<void>,
): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdFor(req.headers.get("x-request-id"));
  notes.set(req, noted);
  requestIds.set(req, requestId);
  let status = 500;
  try {
    let res = await run();
    status = res.status;
    try {
      res.headers.set("X-Request-Id", requestId);
    } catch {
      // Immutable headers (a redirect's): the same answer with headers of its own.
      res = new Response(res.body, res);
      res.headers.set("X-Request-Id", requestId);
    }
    return res;
  } finally {
    if (logger.isLevelEnabled("info")) {
      await finish?.(noted).catch(() => undefined);
      const { span: _span, ...note } = noted;
      logger.info(
        {
          method: req.method,
          route: note.route ?? new URL(req.url).pathname,
          status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...note,
          requestId,
          traceId: currentTraceId(),
        },
        message,
      );
    }
  }
}

function templateOf(path: string, params: Record<string, string | string[]>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params))
    for (const v of Array.isArray(value) ? value : [value]) names.set(encodeURIComponent(v), name);
  return path
    .split("/")
    .map((segment) => (names.has(segment) ? `[${names.get(segment)}]` : segment))
    .join("/");
}
