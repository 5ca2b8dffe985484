import { describe, expect, it } from "vitest";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { parseStatusFilter, statusHref, triggerLabels, visibleSubscriptions } from "./list-model";

const sub = (id: number, p: Partial<WebhookSubscription>): WebhookSubscription => ({
  id,
  companyId: 1,
  url: `https://example.com/${id}`,
  status: "active",
  description: null,
  maxAttempts: 5,
  headers: {},
  consecutiveFailures: 0,
  createdBy: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  triggers: [],
  ...p,
});

describe("parseStatusFilter", () => {
  it("accepts the three statuses", () => {
    expect(parseStatusFilter("paused")).toBe("paused");
    expect(parseStatusFilter(["disabled", "active"])).toBe("disabled");
  });
  it("ignores anything else", () => {
    expect(parseStatusFilter("failing")).toBeUndefined();
    expect(parseStatusFilter(null)).toBeUndefined();
    expect(parseStatusFilter(undefined)).toBeUndefined();
  });
});

describe("statusHref", () => {
  it("puts the filter in the URL", () => {
    expect(statusHref("active")).toBe("/webhooks?status=active");
    expect(statusHref()).toBe("/webhooks");
  });
});

describe("visibleSubscriptions", () => {
  const all = [
    sub(1, { status: "active" }),
    sub(2, { status: "paused" }),
    sub(3, { status: "active", consecutiveFailures: 2 }),
    sub(4, { status: "disabled", consecutiveFailures: 10 }),
    sub(5, { status: "active", consecutiveFailures: 8 }),
  ];
  it("orders the unhealthiest first", () => {
    expect(visibleSubscriptions(all).map((s) => s.id)).toEqual([5, 3, 4, 2, 1]);
  });
  it("filters by status", () => {
    expect(visibleSubscriptions(all, "active").map((s) => s.id)).toEqual([5, 3, 1]);
    expect(visibleSubscriptions(all, "paused").map((s) => s.id)).toEqual([2]);
  });
  it("leaves the input alone", () => {
    visibleSubscriptions(all);
    expect(all.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("triggerLabels", () => {
  const t = (id: number, resourceName: string, eventType: string, isActive = true) => ({
    id,
    resourceName,
    eventType,
    isActive,
  });
  it("names active triggers in catalogue order", () => {
    expect(
      triggerLabels([t(1, "lead", "update"), t(2, "project", "create"), t(3, "client", "delete", false)]),
    ).toEqual(["Project Created", "Lead Updated"]);
  });
  it("keeps unknown triggers by their raw name, last, once", () => {
    expect(
      triggerLabels([t(1, "invoice", "paid"), t(2, "client", "create"), t(3, "invoice", "paid")]),
    ).toEqual(["Client Created", "invoice.paid"]);
  });
});
