import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { samplerOption } from "./sampler";

const recorded = (spans = 2000) => {
  const tracer = new NodeTracerProvider(samplerOption()).getTracer("t");
  let n = 0;
  for (let i = 0; i < spans; i++) if (tracer.startSpan("s").isRecording()) n++;
  return n;
};

describe("the trace sampler", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("keeps about one trace in a hundred by default", () => {
    vi.stubEnv("OTEL_TRACES_SAMPLER", "");
    expect(recorded(20_000)).toBeGreaterThan(120);
    expect(recorded(20_000)).toBeLessThan(300);
  });

  it("keeps OTEL_TRACES_SAMPLER_ARG of them under parentbased_traceidratio", () => {
    vi.stubEnv("OTEL_TRACES_SAMPLER", "parentbased_traceidratio");
    vi.stubEnv("OTEL_TRACES_SAMPLER_ARG", "0.5");
    expect(recorded()).toBeGreaterThan(850);
    expect(recorded()).toBeLessThan(1150);
  });

  it("follows OTEL_TRACES_SAMPLER when it is set", () => {
    vi.stubEnv("OTEL_TRACES_SAMPLER", "always_off");
    expect(recorded()).toBe(0);
    vi.stubEnv("OTEL_TRACES_SAMPLER", "always_on");
    expect(recorded()).toBe(2000);
  });
});
