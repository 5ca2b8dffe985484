import {
  context,
  createContextKey,
  propagation,
  ROOT_CONTEXT,
  SamplingDecision,
  SpanKind,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Link,
  type Sampler,
  type SamplingResult,
  type TracerProvider,
} from "@opentelemetry/api";
import { RandomIdGenerator } from "@opentelemetry/sdk-trace-node";
import http from "node:http";

// Head sampling at the HTTP server: each request's decision is taken once, as it arrives (a caller's traceparent
// decides, else one in ten), and kept in its context. An unsampled request then costs almost nothing: its context
// holds a non-recording span (so its trace id still reaches logs and outgoing traceparents, flagged unsampled),
// our helpers make no span under it (spans.ts), and Next.js makes none either: Next asks, before each of its
// spans, whether the registered provider's constructor is named NoopTracerProvider (isOpenTelemetryEnabled in
// next/dist/server/lib/trace/tracer.js), which GatedProvider answers per request. tracing.test.ts proves both.

const DECISION = createContextKey("partner-console head sampling");
const SAMPLED = "sampled";
const installed = Symbol.for("partner-console.head-sampling");

const unsampledHere = (ctx: Context) => ctx.getValue(DECISION) === "unsampled";

// What Next.js takes for "no tracing": only the name is read (spelled out, as a minifier renames classes).
const NOOP_PROVIDER = { name: "NoopTracerProvider" };

// The SDK's provider, seen by Next.js as absent inside an unsampled request.
export class GatedProvider implements TracerProvider {
  constructor(private readonly inner: TracerProvider) {}
  getTracer(...args: Parameters<TracerProvider["getTracer"]>) {
    return this.inner.getTracer(...args);
  }
}
Object.defineProperty(GatedProvider.prototype, "constructor", {
  get: () => (unsampledHere(context.active()) ? NOOP_PROVIDER : GatedProvider),
});

// The root sampler under head sampling: a request decided sampled is sampled; spans outside a request (delivery
// attempts, background work) follow `fallback`.
export class HeadSampler implements Sampler {
  constructor(private readonly fallback: Sampler) {}
  shouldSample(
    ctx: Context,
    traceId: string,
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    if (ctx.getValue(DECISION) === SAMPLED) return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    return this.fallback.shouldSample(ctx, traceId, name, kind, attributes, links);
  }
  toString(): string {
    return `HeadSampler{${this.fallback.toString()}}`;
  }
}

const ids = new RandomIdGenerator();

// The context a request runs in: marked sampled, or an unsampled trace (the caller's, else a new one).
export function requestContext(headers: http.IncomingHttpHeaders, ratio: number): Context {
  const remote = headers.traceparent
    ? trace.getSpanContext(propagation.extract(ROOT_CONTEXT, headers))
    : undefined;
  if (remote ? remote.traceFlags & TraceFlags.SAMPLED : Math.random() < ratio)
    return ROOT_CONTEXT.setValue(DECISION, SAMPLED);
  const spanContext = remote ?? {
    traceId: ids.generateTraceId(),
    spanId: ids.generateSpanId(),
    traceFlags: TraceFlags.NONE,
  };
  return trace.setSpanContext(ROOT_CONTEXT.setValue(DECISION, "unsampled"), spanContext);
}

// Every request of this process's HTTP servers runs in its decided context.
export function installHeadSampling(ratio: number): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return Reflect.apply(emit, this, [event, ...args]) as boolean;
    const req = args[0] as http.IncomingMessage;
    return context.with(requestContext(req.headers, ratio), () =>
      Reflect.apply(emit, this, [event, ...args]),
    ) as boolean;
  } as typeof proto.emit;
}
