import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Link,
  type Span,
} from "@opentelemetry/api";
import { tracingOn } from "./state";

// The spans the app makes itself (Next.js makes its own for pages and route handlers): an outgoing Partner API
// call, a sandbox request, a database query, a webhook delivery attempt. Attributes hold methods, routes, hosts,
// statuses and ids only: never a header's value, a body, a token, a secret or a query string.

let cachedTracer: ReturnType<typeof trace.getTracer> | undefined;
const tracer = () => (cachedTracer ??= trace.getTracer("partner-console"));

// Inside a trace that is not sampled (nine in ten by default) a child would not be either: none is made, which
// is most of what tracing would cost a request.
// The sampled flag, not isRecording(): a caller's context (extracted from traceparent) is never recording.
const unsampled = (ctx: Context): boolean => {
  const flags = trace.getSpanContext(ctx)?.traceFlags;
  return flags !== undefined && (flags & TraceFlags.SAMPLED) === 0;
};

// A URL as a span may show it: no query string or fragment (they may carry secrets), no user info.
export const safeUrl = (url: URL): string => `${url.protocol}//${url.host}${url.pathname}`;

function ended<T>(span: Span, run: () => Promise<T>, status?: (value: T) => number | undefined): Promise<T> {
  return run().then(
    (value) => {
      const code = status?.(value);
      if (code !== undefined) {
        span.setAttribute("http.response.status_code", code);
        if (code >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
      return value;
    },
    (err: unknown) => {
      // The error's class only: a message may quote what it failed on.
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute("error.type", err instanceof Error ? err.name : "error");
      span.end();
      throw err;
    },
  );
}

// An outgoing HTTP request as a client span, its trace context injected into the headers `run` sends.
export function clientSpan<T extends { status: number }>(
  name: string,
  method: string,
  url: URL,
  headers: Record<string, string>,
  run: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!tracingOn()) return run(headers);
  if (unsampled(context.active())) {
    // The caller still learns the trace and that it is not sampled.
    const sent = { ...headers };
    propagation.inject(context.active(), sent);
    return run(sent);
  }
  const attributes: Attributes = {
    "http.request.method": method,
    "server.address": url.hostname,
    "server.port": Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    "url.full": safeUrl(url),
  };
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) => {
    const sent = { ...headers };
    propagation.inject(context.active(), sent);
    return ended(
      span,
      () => run(sent),
      (answer) => answer.status,
    );
  });
}

// An incoming request as a server span continuing the caller's trace (its traceparent header). Where Next.js's
// own (server) span for the request already continues that trace, this one is its internal child; `run` gets the
// span so it can name the route once it knows it.
export function serverSpan(
  name: string,
  req: Request,
  attributes: Attributes,
  run: (span: Span | undefined) => Promise<Response>,
): Promise<Response> {
  if (!tracingOn()) return run(undefined);
  const active = context.active();
  const remote = propagation.extract(active, req.headers, {
    keys: (h) => [...h.keys()],
    get: (h, key) => h.get(key) ?? undefined,
  });
  const sameTrace = trace.getSpanContext(active)?.traceId === trace.getSpanContext(remote)?.traceId;
  const parent = sameTrace ? active : remote;
  if (unsampled(parent)) return sameTrace ? run(undefined) : context.with(parent, () => run(undefined));
  const kind = sameTrace ? SpanKind.INTERNAL : SpanKind.SERVER;
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  return context.with(trace.setSpan(parent, span), () =>
    ended(
      span,
      () => run(span),
      (res) => res.status,
    ),
  );
}

// A database query, as a child of the span it runs in; none outside a trace (the delivery worker's polls).
// Returns the function that ends it (with the query's error, if any), or nothing when there is no span.
export function startQuerySpan(operation: string): ((err?: unknown) => void) | undefined {
  if (!tracingOn() || !trace.getSpan(context.active()) || unsampled(context.active())) return undefined;
  const attributes = { "db.system.name": "postgresql", "db.operation.name": operation };
  const span = tracer().startSpan(`${operation} postgresql`, { kind: SpanKind.CLIENT, attributes });
  return (err) => {
    if (err) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      // PostgreSQL's SQLSTATE only: its message may quote a value.
      const code = (err as { code?: unknown }).code;
      span.setAttribute("error.type", typeof code === "string" ? code : "error");
    }
    span.end();
  };
}

// A webhook delivery attempt: a trace of its own (attempts happen later, retries much later), linked to the
// trace of the request that published its event when that one was traced.
export function attemptSpan<T extends { kind: string; status?: number }>(
  traceparent: string | null | undefined,
  attributes: Attributes,
  run: () => Promise<T>,
): Promise<T> {
  if (!tracingOn()) return run();
  const links: Link[] = [];
  const published = traceparent ? trace.getSpanContext(fromTraceparent(traceparent)) : undefined;
  if (published) links.push({ context: published });
  const span = tracer().startSpan(
    "webhook attempt",
    { kind: SpanKind.PRODUCER, attributes, links, root: true },
    ROOT_CONTEXT,
  );
  return context.with(trace.setSpan(ROOT_CONTEXT, span), () => ended(span, run, (r) => r.status));
}

// Work started from a request that belongs to no request (waking the delivery worker): out of its trace.
export function outsideTrace<T>(run: () => T): T {
  return tracingOn() ? context.with(ROOT_CONTEXT, run) : run();
}

// The active span's trace context as a W3C traceparent, to store with what it causes (an outbox event).
export function currentTraceparent(): string | null {
  if (!tracingOn()) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

export function currentTraceId(): string | undefined {
  if (!tracingOn()) return undefined;
  return trace.getSpanContext(context.active())?.traceId;
}

function fromTraceparent(traceparent: string): Context {
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}
