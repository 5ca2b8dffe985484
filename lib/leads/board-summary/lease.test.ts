import { describe, expect, it } from "vitest";
import { leaseSeconds } from "./store";

describe("the board summary lease", () => {
  it("is BOARD_SUMMARY_LEASE_S when a whole number from 5 to 600, else 60", () => {
    expect(leaseSeconds(undefined)).toBe(60);
    expect(leaseSeconds("5")).toBe(5);
    expect(leaseSeconds("600")).toBe(600);
    for (const bad of ["", "4", "601", "1.5", "ten", "-5"]) expect(leaseSeconds(bad)).toBe(60);
  });
});
