import { describe, expect, it } from "vitest";
import { perWindow } from "./bulk-windows";

describe("records per rate-limit window", () => {
  it("counts each window's progress from its last sample", () => {
    const samples = [
      { at: 59_000, done: 0 },
      { at: 59_900, done: 40 },
      { at: 60_100, done: 41 },
      { at: 90_000, done: 100 },
      { at: 121_000, done: 130 },
    ];
    expect(perWindow(samples)).toEqual([
      { start: 0, records: 40 },
      { start: 60_000, records: 60 },
      { start: 120_000, records: 30 },
    ]);
  });

  it("has nothing to count without samples", () => {
    expect(perWindow([])).toEqual([]);
  });
});
