import { context, trace, TraceFlags, type ProxyTracerProvider } from "@opentelemetry/api";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { getTracer as nextTracer } from "next/dist/server/lib/trace/tracer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatedProvider, requestContext } from "./head-sampling";
import { samplerOption } from "./sampler";

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({
  spanProcessors: [new SimpleSpanProcessor(exporter)],
  ...samplerOption(),
});

beforeAll(() => {
  provider.register();
  (trace.getTracerProvider() as ProxyTracerProvider).setDelegate(new GatedProvider(provider));
});
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
});

const TRACEPARENT = (flags: string) => `00-${"a".repeat(32)}-${"b".repeat(16)}-${flags}`;
// Next.js's own question before each of its spans.
const nextTraces = () =>
  (nextTracer() as unknown as { isOpenTelemetryEnabled(): boolean }).isOpenTelemetryEnabled();

describe("head sampling at the HTTP server", () => {
  it("leaves Next.js tracing on in a sampled request and off in an unsampled one", () => {
    context.with(requestContext({}, 1), () => expect(nextTraces()).toBe(true));
    context.with(requestContext({}, 0), () => expect(nextTraces()).toBe(false));
    expect(nextTraces()).toBe(true);
  });

  it("follows the caller's traceparent whatever the ratio", () => {
    context.with(requestContext({ traceparent: TRACEPARENT("01") }, 0), () =>
      expect(nextTraces()).toBe(true),
    );
    context.with(requestContext({ traceparent: TRACEPARENT("00") }, 1), () => {
      expect(nextTraces()).toBe(false);
      // The caller's trace goes on, flagged unsampled, to logs and outgoing calls.
      expect(trace.getSpanContext(context.active())).toMatchObject({
        traceId: "a".repeat(32),
        traceFlags: TraceFlags.NONE,
      });
    });
  });

  it("gives an unsampled request a trace id of its own, and records spans only in sampled ones", () => {
    exporter.reset();
    const tracer = trace.getTracer("t");
    context.with(requestContext({}, 0), () => {
      expect(trace.getSpanContext(context.active())?.traceId).toMatch(/^[0-9a-f]{32}$/);
      tracer.startSpan("unsampled").end();
    });
    context.with(requestContext({}, 1), () => tracer.startSpan("sampled").end());
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(["sampled"]);
  });

  it("keeps about the ratio of requests", () => {
    let sampled = 0;
    for (let i = 0; i < 2000; i++)
      context.with(requestContext({}, 0.1), () => (sampled += nextTraces() ? 1 : 0));
    expect(sampled).toBeGreaterThan(100);
    expect(sampled).toBeLessThan(320);
  });
});
