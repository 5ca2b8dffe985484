import { describe, expect, it } from "vitest";
import { faultInput, patternRegExp } from "./faults-rules";

describe("fault rule path patterns", () => {
  it("match one segment with * and any depth with **, everything else literally", () => {
    expect(patternRegExp("/v1/leads/*").test("/v1/leads/12")).toBe(true);
    expect(patternRegExp("/v1/leads/*").test("/v1/leads/12/convert")).toBe(false);
    expect(patternRegExp("/v1/leads**").test("/v1/leads/12/convert")).toBe(true);
    expect(patternRegExp("/v1/leads").test("/v1/leads/12")).toBe(false);
    expect(patternRegExp("/v1/a.b").test("/v1/aXb")).toBe(false);
  });
});

describe("fault rule input", () => {
  it("takes each kind with its defaults and refuses what does not fit", () => {
    expect(faultInput.parse({ kind: "rate_limit", retryAfterS: 3 })).toMatchObject({ probability: 1 });
    expect(faultInput.parse({ kind: "fail_next", count: 2 })).toMatchObject({ status: 503 });
    expect(faultInput.parse({ kind: "latency", latencyMs: { min: 10, max: 20 } }).kind).toBe("latency");
    for (const bad of [
      { kind: "latency", latencyMs: { min: 20, max: 10 } },
      { kind: "error", probability: 1.5 },
      { kind: "fail_next", count: 1, status: 404 },
      { kind: "fail_next", count: 1, surprise: 1 },
      { kind: "fail_next", count: 1, pathPattern: "/v1/(.*)" },
      { kind: "fail_next", count: 1, expiresAt: "2000-01-01T00:00:00Z" },
    ])
      expect(faultInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
