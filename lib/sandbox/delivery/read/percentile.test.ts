import { describe, expect, it } from "vitest";
import { percentileCont } from "./percentile";

// The answers of percentile_cont over the expanded list (e2e/integration/delivery-rollups.test.ts compares the
// endpoint with PostgreSQL's own).
function histogram(list: number[]) {
  const sorted = [...list].sort((a, b) => a - b);
  const values = [...new Set(sorted)];
  return { values, counts: values.map((v) => sorted.filter((x) => x === v).length) };
}

describe("percentileCont from a histogram", () => {
  it("is null without values", () => {
    expect(percentileCont({ values: [], counts: [] }, 0.5)).toBeNull();
  });

  it("interpolates between the rows around the position, as percentile_cont does", () => {
    expect(percentileCont(histogram([10]), 0.95)).toBe(10);
    expect(percentileCont(histogram([1, 2, 3, 4]), 0.5)).toBe(2.5);
    // position 0.95 * 4 = 3.8: 40 + 0.8 * (100 - 40)
    expect(percentileCont(histogram([5, 5, 20, 40, 100]), 0.95)).toBeCloseTo(88, 10);
    expect(percentileCont(histogram([7, 7, 7, 9]), 0.5)).toBe(7);
  });

  it("matches the expanded list's percentile for random lists", () => {
    for (let run = 0; run < 200; run++) {
      const list = Array.from({ length: 1 + Math.floor(Math.random() * 60) }, () =>
        Math.floor(Math.random() * 30),
      );
      const sorted = [...list].sort((a, b) => a - b);
      for (const f of [0.5, 0.95]) {
        const pos = f * (sorted.length - 1);
        const lo = sorted[Math.floor(pos)]!;
        const hi = sorted[Math.ceil(pos)]!;
        expect(percentileCont(histogram(list), f)).toBe(lo + (hi - lo) * (pos - Math.floor(pos)));
      }
    }
  });
});
