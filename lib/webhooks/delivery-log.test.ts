import { describe, expect, it } from "vitest";
import {
  anyWaiting,
  deliveryLogSearch,
  eventTypeProblem,
  parseDeliveryLogState,
  toDeliveryFilters,
} from "./delivery-log";

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
