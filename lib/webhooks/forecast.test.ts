import { describe, expect, it } from "vitest";
import type { DeliveryStats } from "@/lib/partner-api/contract/reader";
import {
  anyWaiting,
  defaultReplaySince,
  deliveryLogSearch,
  eventTypeProblem,
  formatMs,
  formatRate,
  fromLocalInput,
  parseDeliveryLogState,
  statsSeries,
  statsSummary,
  toDeliveryFilters,
  toLocalInput,
} from "./forecast";

describe("delivery log URL state", () => {
  it("parses filters and page, dropping what is not valid", () => {
    expect(parseDeliveryLogState({ status: "failed", event: "project.create", page: "3" })).toEqual({
      status: "failed",
      eventType: "project.create",
      page: 3,
    });
    expect(parseDeliveryLogState(new URLSearchParams("status=bogus&event=Project&page=0"))).toEqual({
      page: 1,
    });
    expect(parseDeliveryLogState({ event: "daily-log.update", page: ["2", "5"] })).toEqual({
      eventType: "daily-log.update",
      page: 2,
    });
  });

  it("round-trips through the search string and maps to API filters", () => {
    const s = { status: "pending_retry" as const, eventType: "lead.delete", page: 2 };
    expect(deliveryLogSearch(s)).toBe("?status=pending_retry&event=lead.delete&page=2");
    expect(parseDeliveryLogState(new URLSearchParams(deliveryLogSearch(s)))).toEqual(s);
    expect(deliveryLogSearch({ page: 1 })).toBe("");
    expect(toDeliveryFilters(s)).toEqual({
      status: "pending_retry",
      eventType: "lead.delete",
      limit: 20,
      offset: 20,
    });
    expect(toDeliveryFilters({ page: 1 })).toEqual({ limit: 20, offset: 0 });
  });

  it("validates event types the way the API does", () => {
    expect(eventTypeProblem("")).toBeNull();
    expect(eventTypeProblem("project.create")).toBeNull();
    expect(eventTypeProblem("team-member.update")).toBeNull();
    expect(eventTypeProblem("project")).toMatch(/resource\.event/);
    expect(eventTypeProblem("Project.Create")).toMatch(/lower case/);
    expect(eventTypeProblem("project.create.x")).not.toBeNull();
  });
});

describe("live refresh", () => {
  it("is on while a delivery waits for an attempt", () => {
    expect(anyWaiting([{ status: "success" }, { status: "pending_retry" }])).toBe(true);
    expect(anyWaiting([{ status: "pending" }])).toBe(true);
    expect(anyWaiting([{ status: "success" }, { status: "failed" }])).toBe(false);
    expect(anyWaiting([])).toBe(false);
  });
});

describe("replay since", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  it("defaults to the last change when it is older than a day", () => {
    expect(defaultReplaySince("2025-03-07T08:00:00Z", now).toISOString()).toBe("2025-03-07T08:00:00.000Z");
  });
  it("reaches back 24 h when the last change (a reactivation) was recent", () => {
    expect(defaultReplaySince("2025-03-10T11:55:00Z", now).toISOString()).toBe("2025-03-09T12:00:00.000Z");
  });
  it("converts to and from datetime-local in local time", () => {
    const d = new Date(2025, 2, 10, 9, 5);
    expect(toLocalInput(d)).toBe("2025-03-10T09:05");
    expect(fromLocalInput("2025-03-10T09:05")?.getTime()).toBe(d.getTime());
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("2025-13-45T99:00")).toBeNull();
    expect(fromLocalInput("yesterday")).toBeNull();
  });
});

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
