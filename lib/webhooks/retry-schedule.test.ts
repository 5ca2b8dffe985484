import { describe, expect, it } from "vitest";
import { formatSpan, retryPlan, retrySpanMs } from "./retry-schedule";

const min = 60_000;

describe("retryPlan", () => {
  it("follows the spec's waits: 1, 5, 30 and 120 min, then 6 h each", () => {
    expect(retryPlan(10).map((a) => a.waitMs / min)).toEqual([0, 1, 5, 30, 120, 360, 360, 360, 360, 360]);
    expect(retryPlan(5).map((a) => a.atMs / min)).toEqual([0, 1, 6, 36, 156]);
    expect(retryPlan(3).map((a) => a.attempt)).toEqual([1, 2, 3]);
  });

  it("gives the earliest time with up to 20% of each wait lost to jitter", () => {
    const plan = retryPlan(3);
    expect(plan.map((a) => a.earliestAtMs)).toEqual([0, 48_000, 288_000]);
    for (const a of retryPlan(10)) expect(a.earliestAtMs).toBeLessThanOrEqual(a.atMs);
  });

  it("caps above 10 as the API does, floors at 1 and truncates fractions", () => {
    expect(retryPlan(1_000)).toHaveLength(10);
    expect(retryPlan(Infinity)).toHaveLength(10);
    expect(retryPlan(0)).toHaveLength(1);
    expect(retryPlan(-3)).toEqual([{ attempt: 1, waitMs: 0, atMs: 0, earliestAtMs: 0 }]);
    expect(retryPlan(2.9)).toHaveLength(2);
  });

  it("reads a missing number (an empty form field) as the API's default of 5", () => {
    expect(retryPlan(Number.NaN)).toHaveLength(5);
    expect(retrySpanMs(Number.NaN)).toBe(retrySpanMs(5));
  });
});

describe("retrySpanMs and formatSpan", () => {
  it("states the spec's spans: about 2 h 36 min at 5 attempts and 32 h 36 min at 10", () => {
    expect(formatSpan(retrySpanMs(5))).toBe("2 h 36 min");
    expect(formatSpan(retrySpanMs(10))).toBe("32 h 36 min");
    expect(formatSpan(retrySpanMs(1))).toBe("under a minute");
    expect(formatSpan(retrySpanMs(2))).toBe("1 min");
    expect(formatSpan(retrySpanMs(50))).toBe("32 h 36 min");
  });

  it("rounds to whole minutes and drops a zero minute part", () => {
    expect(formatSpan(89_999)).toBe("1 min");
    expect(formatSpan(0)).toBe("under a minute");
    expect(formatSpan(29_999)).toBe("under a minute");
    expect(formatSpan(90_000)).toBe("2 min");
    expect(formatSpan(3_600_000)).toBe("1 h");
    expect(formatSpan(59.6 * min)).toBe("1 h");
    expect(formatSpan(61 * min)).toBe("1 h 1 min");
  });
});
