import { describe, expect, it } from "vitest";
import { waitAfterFailures } from "./throttle";

describe("sign-in throttle policy", () => {
  it("lets five failures through without waiting", () => expect(waitAfterFailures(4)).toBe(0));
  it("then waits 30 s, doubling, up to the window", () => {
    expect(waitAfterFailures(5)).toBe(30_000);
    expect(waitAfterFailures(6)).toBe(60_000);
    expect(waitAfterFailures(9)).toBe(480_000);
    expect(waitAfterFailures(20)).toBe(15 * 60_000);
  });
});
