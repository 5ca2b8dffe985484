import { describe, expect, it } from "vitest";
import { parseMoney } from "@/lib/inputs/money";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("shows whole dollars without cents and cents when there are any", () => {
    expect(formatMoney(65000)).toBe("$65,000");
    expect(formatMoney(23450.5)).toBe("$23,450.50");
    expect(formatMoney(0)).toBe("$0");
  });

  it("writes what parseMoney reads back", () => {
    for (const n of [0, 65000, 23450.5, 1_000_000_000_000])
      expect(parseMoney(formatMoney(n))).toEqual({ ok: true, value: n });
  });
});
