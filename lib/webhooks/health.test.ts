import { describe, expect, it } from "vitest";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import {
  compareUnhealthiest,
  failureLevel,
  failuresUntilDisable,
  fleetCounts,
  healthLabels,
  healthOf,
} from "./health";

type S = Pick<WebhookSubscription, "status" | "consecutiveFailures" | "updatedAt">;
const sub = (status: S["status"], consecutiveFailures = 0, updatedAt = "2025-01-01T00:00:00.000Z"): S => ({
  status,
  consecutiveFailures,
  updatedAt,
});

describe("healthOf", () => {
  it("is healthy or failing while active, else the status", () => {
    expect(healthOf(sub("active"))).toBe("healthy");
    expect(healthOf(sub("active", 1))).toBe("failing");
    expect(healthOf(sub("paused", 4))).toBe("paused");
    expect(healthOf(sub("disabled", 10))).toBe("disabled");
    expect(healthLabels[healthOf(sub("active", 3))]).toBe("Failing");
  });
});

describe("failureLevel", () => {
  it("warns at 5, 7 and 9 against the threshold of 10", () => {
    const levels = Array.from({ length: 12 }, (_, n) => failureLevel(n));
    expect(levels).toEqual([
      "none",
      "low",
      "low",
      "low",
      "low",
      "warning",
      "warning",
      "danger",
      "danger",
      "critical",
      "critical",
      "critical",
    ]);
  });
});

describe("failuresUntilDisable", () => {
  it("counts the failed events left before the engine disables an active subscription", () => {
    expect(failuresUntilDisable(sub("active"))).toBe(10);
    expect(failuresUntilDisable(sub("active", 7))).toBe(3);
    expect(failuresUntilDisable(sub("active", 12))).toBe(0);
    expect(failuresUntilDisable(sub("paused", 3))).toBeNull();
    expect(failuresUntilDisable(sub("disabled", 10))).toBeNull();
  });
});

describe("compareUnhealthiest", () => {
  it("puts failing first (longest streak first), then disabled, paused, healthy; ties newest first", () => {
    const list = [
      { name: "healthy old", ...sub("active", 0, "2025-01-01T00:00:00.000Z") },
      { name: "paused", ...sub("paused", 2) },
      { name: "failing 2", ...sub("active", 2) },
      { name: "healthy new", ...sub("active", 0, "2025-02-01T00:00:00.000Z") },
      { name: "disabled", ...sub("disabled", 10) },
      { name: "failing 8", ...sub("active", 8) },
    ];
    expect([...list].sort(compareUnhealthiest).map((s) => s.name)).toEqual([
      "failing 8",
      "failing 2",
      "disabled",
      "paused",
      "healthy new",
      "healthy old",
    ]);
  });
});

describe("fleetCounts", () => {
  it("counts by status and by health, paused and disabled once each", () => {
    const c = fleetCounts([
      sub("active"),
      sub("active", 3),
      sub("active", 1),
      sub("paused", 2),
      sub("disabled", 10),
      sub("disabled"),
    ]);
    expect(c).toEqual({ total: 6, active: 3, paused: 1, disabled: 2, healthy: 1, failing: 2 });
    expect(fleetCounts([])).toEqual({ total: 0, active: 0, paused: 0, disabled: 0, healthy: 0, failing: 0 });
  });
});
