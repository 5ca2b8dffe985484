import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { samplerOption } from "./sampler";

const recorded = () => {
  const tracer = new NodeTracerProvider(samplerOption()).getTracer("t");
  let n = 0;
  for (let i = 0; i < 2000; i++) if (tracer.startSpan("s").isRecording()) n++;
  return n;
};

describe("the trace sampler", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("keeps about one trace in ten by default", () => {
    vi.stubEnv("OTEL_TRACES_SAMPLER", "");
    expect(recorded()).toBeGreaterThan(100);
    expect(recorded()).toBeLessThan(320);
  });

  it("follows OTEL_TRACES_SAMPLER when it is set", () => {
    vi.stubEnv("OTEL_TRACES_SAMPLER", "always_off");
    expect(recorded()).toBe(0);
    vi.stubEnv("OTEL_TRACES_SAMPLER", "always_on");
    expect(recorded()).toBe(2000);
  });
});
