import { describe, expect, it } from "vitest";
import type { DeliveryStats } from "@/lib/partner-api/contract/reader";
import { formatMs, formatRate, statsSeries, statsSummary } from "./delivery-stats";

describe("stats", () => {
  const hour = (h: number, over: Partial<DeliveryStats["hours"][number]> = {}) => ({
    hour: `2025-03-10T${String(h).padStart(2, "0")}:00:00.000Z`,
    attempts: 0,
    delivered: 0,
    failed: 0,
    retried: 0,
    p50DurationMs: null,
    p95DurationMs: null,
    ...over,
  });
  const stats: DeliveryStats = {
    from: "2025-03-10T00:00:00.000Z",
    to: "2025-03-10T03:10:00.000Z",
    hours: [
      hour(0),
      hour(1, { attempts: 10, delivered: 8, retried: 1, failed: 1, p50DurationMs: 40, p95DurationMs: 300 }),
      hour(2, { attempts: 4, delivered: 1, retried: 3, p50DurationMs: 20, p95DurationMs: 90 }),
      hour(3),
    ],
  };

  it("gives a success rate per hour over finished attempts", () => {
    const s = statsSeries(stats);
    expect(s.map((p) => p.successRate)).toEqual([null, 0.8, 0.25, null]);
    expect(s[1]).toMatchObject({ delivered: 8, retried: 1, failed: 1, p50: 40, p95: 300 });
  });

  it("sums the day and names the latest and worst latencies", () => {
    expect(statsSummary(stats)).toEqual({
      attempts: 14,
      delivered: 9,
      retried: 4,
      failed: 1,
      successRate: 9 / 14,
      latest: { hour: "2025-03-10T02:00:00.000Z", p50: 20, p95: 90 },
      worstP95: 300,
    });
    const empty = statsSummary({ ...stats, hours: [hour(0), hour(1)] });
    expect(empty).toMatchObject({ attempts: 0, successRate: null, latest: null, worstP95: null });
  });

  it("formats rates without rounding up to 100% and durations", () => {
    expect(formatRate(0.9996)).toBe("99.9%");
    expect(formatRate(1)).toBe("100%");
    expect(formatRate(9 / 14)).toBe("64.2%");
    expect(formatRate(null)).toBe("—");
    expect(formatMs(12.4)).toBe("12 ms");
    expect(formatMs(1530)).toBe("1.5 s");
    expect(formatMs(30_000)).toBe("30 s");
  });
});
