import { describe, expect, it } from "vitest";
import { parseMoney } from "@/lib/inputs/money";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("shows whole dollars without cents and cents when there are any", () => {
    expect(formatMoney(65000)).toBe("$65,000");
    expect(formatMoney(23450.5)).toBe("$23,450.50");
    expect(formatMoney(0)).toBe("$0");
  });

  it("rounds to the cent, so sums of cents and differences that are zero read plainly", () => {
    expect(formatMoney(0.1 + 0.2)).toBe("$0.30");
    expect(formatMoney(12345.67)).toBe("$12,345.67");
    expect(formatMoney(100.004)).toBe("$100");
    expect(formatMoney(1234.56 - 1234.56 - 1e-12)).toBe("$0");
  });

  it("writes what parseMoney reads back", () => {
    for (const n of [0, 65000, 23450.5, 1_000_000_000_000])
      expect(parseMoney(formatMoney(n))).toEqual({ ok: true, value: n });
  });
});
