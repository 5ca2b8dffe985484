import { describe, expect, it } from "vitest";
import { pageOffsets } from "./scale-lists";

describe("bench:scale varying pages", () => {
  it("reads 20 pages 20 rows apart on a long list, from either end", () => {
    expect(pageOffsets(100_000, "first")).toEqual(Array.from({ length: 20 }, (_, k) => 20 * k));
    expect(pageOffsets(100_000, "last")).toEqual(Array.from({ length: 20 }, (_, k) => 99_980 - 20 * k));
  });

  it("reads 20 distinct full pages on a short list instead of empty or repeated ones", () => {
    for (const end of ["first", "last"] as const) {
      const offsets = pageOffsets(260, end);
      expect(offsets).toHaveLength(20);
      expect(offsets.every((o) => o >= 0 && o + 20 <= 260)).toBe(true);
    }
    expect(pageOffsets(60, "last")).toHaveLength(20);
  });

  it("never reads past the end, and gives fewer pages only when the list has fewer rows", () => {
    expect(pageOffsets(15, "first")).toEqual(Array.from({ length: 15 }, (_, k) => k));
    expect(pageOffsets(0, "first")).toEqual([0]);
    expect(pageOffsets(15, "last")).toEqual([0]);
  });
});
