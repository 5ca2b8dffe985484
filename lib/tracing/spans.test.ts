import { context, propagation, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { afterAll, describe, expect, it } from "vitest";
import { requestIdFor } from "./request-id";
import { attemptSpan, clientSpan, currentTraceparent, serverSpan, startQuerySpan } from "./spans";
import { setTracingOn, tracingOn } from "./state";

describe("request ids", () => {
  it("keeps a caller's id only when it is short and plain, and makes one otherwise", () => {
    expect(requestIdFor("support.case-42")).toBe("support.case-42");
    for (const bad of ["", "a b", "x".repeat(65), "id\r\nSet-Cookie: a", "ü"])
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(null)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("spans", () => {
  const exporter = new InMemorySpanExporter();
  afterAll(() => {
    trace.disable();
    propagation.disable();
    context.disable();
  });

  it("do nothing while no provider is registered: the headers go out as they came", async () => {
    expect(tracingOn()).toBe(false);
    const headers = { accept: "application/json" };
    let sent: Record<string, string> | undefined;
    await clientSpan("GET /v1/leads", "GET", new URL("http://h/v1/leads"), headers, async (h) => {
      sent = h;
      return { status: 200 };
    });
    expect(sent).toBe(headers);
    expect(currentTraceparent()).toBeNull();
  });

  it("make a client span that injects traceparent and records no header, query or token", async () => {
    const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    provider.register();
    setTracingOn(() => provider.shutdown());
    let sent: Record<string, string> = {};
    const url = new URL("http://api.test:8080/v1/leads?search=secret-query");
    await clientSpan("GET /v1/leads", "GET", url, { authorization: "Bearer tok3n" }, async (h) => {
      sent = h;
      return { status: 200 };
    });
    const [span] = exporter.getFinishedSpans();
    expect(sent.traceparent).toBe(`00-${span!.spanContext().traceId}-${span!.spanContext().spanId}-01`);
    expect(sent.authorization).toBe("Bearer tok3n");
    expect(span!.attributes).toEqual({
      "http.request.method": "GET",
      "server.address": "api.test",
      "server.port": 8080,
      "url.full": "http://api.test:8080/v1/leads",
      "http.response.status_code": 200,
    });
  });

  it("make an attempt a root span linked to the trace that published its event", async () => {
    exporter.reset();
    const published = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    await attemptSpan(published, { "webhook.attempt": 1 }, async () => ({ kind: "response", status: 204 }));
    const [span] = exporter.getFinishedSpans();
    expect(span!.spanContext().traceId).not.toBe("0af7651916cd43dd8448eb211c80319c");
    expect(span!.links.map((l) => l.context.traceId)).toEqual(["0af7651916cd43dd8448eb211c80319c"]);
    expect(span!.attributes["http.response.status_code"]).toBe(204);
  });

  it("make no span inside a trace that is not sampled, and pass that decision on", async () => {
    exporter.reset();
    const unsampled = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00";
    const req = (traceparent: string) =>
      new Request("http://h/sandbox/api/v1/leads", { headers: { traceparent } });
    let sent: Record<string, string> = {};
    await serverSpan("sandbox", req(unsampled), {}, async (span) => {
      expect(span).toBeUndefined();
      expect(startQuerySpan("SELECT")).toBeUndefined();
      await clientSpan("GET /v1/leads", "GET", new URL("http://api.test/v1/leads"), {}, async (h) => {
        sent = h;
        return { status: 200 };
      });
      return new Response(null, { status: 204 });
    });
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(sent.traceparent).toBe(unsampled);

    const sampled = unsampled.replace(/00$/, "01");
    await serverSpan("sandbox", req(sampled), {}, async (span) => {
      expect(span).toBeDefined();
      startQuerySpan("SELECT")!();
      return new Response(null, { status: 204 });
    });
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name).sort()).toEqual(["SELECT postgresql", "sandbox"]);
    expect(new Set(spans.map((s) => s.spanContext().traceId))).toEqual(new Set([sampled.split("-")[1]]));
  });
});
