import { describe, expect, it } from "vitest";
import { retrySummary } from "./retry-summary";

describe("retrySummary", () => {
  it("says there are no retries at 1", () => {
    expect(retrySummary(1)).toMatch(/not retried/);
  });

  it("gives the span and the waits at the default of 5", () => {
    expect(retrySummary(5)).toBe(
      "A failing event is retried for about 2 h 36 min (waits of 1 min, 5 min, 30 min and 2 h, each up to 20% shorter).",
    );
  });

  it("gives about 32 h at 10 and lists one wait at 2", () => {
    expect(retrySummary(10)).toMatch(/about 32 h 36 min/);
    expect(retrySummary(2)).toMatch(/about 1 min \(waits of 1 min,/);
  });
});
