import { describe, expect, it } from "vitest";
import { actionsFor, applyAction } from "./status-transitions";

describe("actionsFor", () => {
  it.each([
    ["active", ["pause", "disable"]],
    ["paused", ["reactivate", "disable"]],
    ["disabled", ["reactivate"]],
  ] as const)("offers %s subscriptions %o", (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
  });
});

describe("applyAction", () => {
  const sub = { id: 3, status: "active" as const, consecutiveFailures: 4 };
  it("keeps the streak on pause and disable", () => {
    expect(applyAction(sub, "pause")).toEqual({ id: 3, status: "paused", consecutiveFailures: 4 });
    expect(applyAction(sub, "disable")).toEqual({ id: 3, status: "disabled", consecutiveFailures: 4 });
  });
  it("clears the streak on reactivate, as the API does", () => {
    expect(applyAction({ ...sub, status: "disabled" }, "reactivate")).toEqual({
      id: 3,
      status: "active",
      consecutiveFailures: 0,
    });
  });
  it("does not change the original", () => {
    applyAction(sub, "pause");
    expect(sub.status).toBe("active");
  });
});
