import { describe, expect, it } from "vitest";
import { testOutcome } from "./test-outcome";

describe("test send audit outcome", () => {
  it("is ok when the receiver took it", () =>
    expect(testOutcome({ data: { status: "success", attempts: [] } })).toEqual({ outcome: "ok" }));
  it("is an error without the extension", () =>
    expect(testOutcome({ available: false }).outcome).toBe("error"));
  it("is an error when the receiver refused it, with why", () =>
    expect(testOutcome({ data: { status: "failed", attempts: [{ error: "connection refused" }] } })).toEqual({
      outcome: "error",
      detail: "test delivery failed: connection refused",
    }));
});
