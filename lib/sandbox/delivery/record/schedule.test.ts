import { describe, expect, it } from "vitest";
import { nextWait, nominalWaitMs, SCHEDULE_MS } from "./schedule";

const MIN = 60_000;

describe("the retry schedule", () => {
  it("waits 1 min, 5 min, 30 min, 2 h, then 6 h each before attempts 2..10", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(nominalWaitMs)).toEqual([
      MIN,
      5 * MIN,
      30 * MIN,
      120 * MIN,
      360 * MIN,
      360 * MIN,
      360 * MIN,
      360 * MIN,
      360 * MIN,
    ]);
  });

  it("adds up to the spec's totals: about 2 h 36 min at 5 attempts, about 32 h at 10", () => {
    const total = (attempts: number) =>
      Array.from({ length: attempts - 1 }, (_, i) => nominalWaitMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total(5)).toBe((2 * 60 + 36) * MIN);
    expect(total(10) / (60 * MIN)).toBeCloseTo(32.6, 1);
  });

  it("subtracts up to 20% jitter, never adds, in whole milliseconds within [0.8 w, w]", () => {
    for (const failed of [1, 2, 3, 4, 5, 9])
      for (const r of [0, 0.001, 0.25, 0.5, 0.999, 1]) {
        const w = nominalWaitMs(failed);
        const { waitMs, source } = nextWait({
          failed,
          retryAfterMs: undefined,
          timeScale: 1,
          random: () => r,
        });
        expect(source).toBe("schedule");
        expect(Number.isInteger(waitMs)).toBe(true);
        expect(waitMs).toBeGreaterThanOrEqual(0.8 * w);
        expect(waitMs).toBeLessThanOrEqual(w);
      }
    expect(nextWait({ failed: 1, retryAfterMs: undefined, timeScale: 1, random: () => 0 }).waitMs).toBe(MIN);
    expect(nextWait({ failed: 1, retryAfterMs: undefined, timeScale: 1, random: () => 1 }).waitMs).toBe(
      0.8 * MIN,
    );
  });

  it("divides the wait by the time scale and stays within [0.8 w, w] after rounding", () => {
    for (const scale of [7, 600, 7200])
      for (const r of [0, 0.3, 0.7, 1])
        for (const failed of [1, 2, 5]) {
          const w = nominalWaitMs(failed) / scale;
          const { waitMs } = nextWait({ failed, retryAfterMs: undefined, timeScale: scale, random: () => r });
          expect(waitMs).toBeGreaterThanOrEqual(0.8 * w);
          expect(waitMs).toBeLessThanOrEqual(w);
        }
  });

  it("lets Retry-After override the schedule without jitter, clamped to 1 s..6 h, then scaled", () => {
    const wait = (ms: number, scale = 1) =>
      nextWait({ failed: 1, retryAfterMs: ms, timeScale: scale, random: () => 0.5 });
    expect(wait(120_000)).toEqual({ waitMs: 120_000, source: "retry-after", nominalMs: 120_000 });
    expect(wait(0).waitMs).toBe(1_000);
    expect(wait(10 * 3_600_000).waitMs).toBe(SCHEDULE_MS[4]);
    expect(wait(72_000, 7200).waitMs).toBe(10);
    expect(wait(99 * 3_600_000, 7200).waitMs).toBe(3_000);
  });
});
