import { describe, expect, it } from "vitest";
import { dateToX, type Span } from "@/lib/schedule/layout";
import { bands } from "./axis";

const range = (a: Date, b: Date): Span => ({ start: a.getTime(), end: b.getTime() });

describe("the axis's upper row", () => {
  it("has a band a month at month zoom, the first one clipped to the range", () => {
    const r = range(new Date(2026, 2, 16), new Date(2026, 5, 1));
    const out = bands(r, "month");
    expect(out.map((b) => b.label)).toEqual(["March 2026", "April 2026", "May 2026"]);
    expect(out[0]!.x).toBe(0);
    expect(out[1]!.x).toBe(dateToX(new Date(2026, 3, 1).getTime(), r, "month"));
    const last = out.at(-1)!;
    expect(last.x + last.width).toBeCloseTo(dateToX(r.end, r, "month"));
  });

  it("has quarters at quarter zoom", () => {
    const r = range(new Date(2026, 1, 1), new Date(2027, 0, 1));
    expect(bands(r, "quarter").map((b) => b.label)).toEqual(["Q1 2026", "Q2 2026", "Q3 2026", "Q4 2026"]);
  });

  it("leaves no gap between bands", () => {
    const r = range(new Date(2026, 0, 5), new Date(2026, 2, 2));
    const out = bands(r, "week");
    for (let i = 1; i < out.length; i++) expect(out[i]!.x).toBeCloseTo(out[i - 1]!.x + out[i - 1]!.width);
  });
});
