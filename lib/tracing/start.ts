import { trace, type Attributes, type ProxyTracerProvider } from "@opentelemetry/api";
import { OTLPTraceExporter as JsonExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as ProtobufExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { defaultResource, resourceFromAttributes } from "@opentelemetry/resources";
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-node";
import { onShutdown } from "@/lib/lifecycle/shutdown";
import { GatedProvider, installHeadSampling } from "./head-sampling";
import { headRatio, samplerOption } from "./sampler";
import { setTracingOn } from "./state";

// Registers this process's tracer provider: spans batched and exported over OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT (…/v1/traces), protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL (or its _TRACES_
// variant) says http/json, with the W3C trace context propagator. Called from
// instrumentation.ts only when that variable is set; without it no provider exists, Next.js makes no spans and
// this folder's helpers return at once. The exporter reads the usual OTEL_EXPORTER_OTLP_* variables (headers,
// timeout), the batch processor OTEL_BSP_*.
export function startTracing(): void {
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME || "partner-console" }),
    ),
    spanProcessors: [new Redact(), new BatchSpanProcessor(exporter())],
    ...samplerOption(),
  });
  provider.register();
  const ratio = headRatio();
  if (ratio !== undefined) {
    (trace.getTracerProvider() as ProxyTracerProvider).setDelegate(new GatedProvider(provider));
    installHeadSampling(ratio);
  }
  setTracingOn(() => provider.shutdown());
  // The last batch leaves with a graceful stop, after the requests and attempts it traced.
  onShutdown("close", "tracing", () => provider.shutdown());
}

// OTLP's default encoding is protobuf, which is also the cheaper to make (a third of JSON's bytes here).
function exporter() {
  const protocol =
    process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ||
    process.env.OTEL_EXPORTER_OTLP_PROTOCOL ||
    "http/protobuf";
  return protocol === "http/json" ? new JsonExporter() : new ProtobufExporter();
}

// Next.js's spans record the request's target with its query string (http.target), which may carry what a
// caller did not mean to be kept: every URL attribute leaves with its path only, and no header is ever kept.
const URL_KEYS = ["http.target", "http.url", "url.full", "next.url"];
class Redact implements SpanProcessor {
  onStart(): void {}
  onEnd(span: ReadableSpan): void {
    const attributes = span.attributes as Attributes;
    for (const key of Object.keys(attributes)) {
      if (
        key.startsWith("http.request.header.") ||
        key.startsWith("http.response.header.") ||
        key === "url.query"
      )
        delete attributes[key];
    }
    for (const key of URL_KEYS) {
      const value = attributes[key];
      if (typeof value === "string") attributes[key] = value.replace(/[?#].*$/s, "");
    }
  }
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
