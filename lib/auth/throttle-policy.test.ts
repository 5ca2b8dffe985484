import { describe, expect, it } from "vitest";
import { slowDownAfterFailures, throttleKeys, waitAfterFailures } from "./throttle";

describe("sign-in throttle policy", () => {
  it("lets five failures per account and address through without waiting", () =>
    expect(waitAfterFailures(4)).toBe(0));
  it("then refuses for 30 s, doubling, up to the window", () => {
    expect(waitAfterFailures(5)).toBe(30_000);
    expect(waitAfterFailures(6)).toBe(60_000);
    expect(waitAfterFailures(9)).toBe(480_000);
    expect(waitAfterFailures(20)).toBe(15 * 60_000);
  });
  it("per address (every account) allows twenty", () => {
    expect(waitAfterFailures(19, 20)).toBe(0);
    expect(waitAfterFailures(20, 20)).toBe(30_000);
  });
  it("per account only slows down, capped at 2 s", () => {
    expect(slowDownAfterFailures(4)).toBe(0);
    expect(slowDownAfterFailures(5)).toBe(500);
    expect(slowDownAfterFailures(6)).toBe(1_000);
    expect(slowDownAfterFailures(500)).toBe(2_000);
  });
  it("without an address counts the account alone, never a shared bucket", () =>
    expect(throttleKeys("A@Example.com ", undefined)).toEqual({ account: "account:a@example.com" }));
});
