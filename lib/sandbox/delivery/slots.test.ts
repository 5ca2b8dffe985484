import { describe, expect, it } from "vitest";
import { Slots } from "./slots";

describe("Slots", () => {
  it("never promises more than its size, counting reserved and running slots alike", () => {
    const slots = new Slots(5);
    expect(slots.reserve(3)).toBe(3);
    expect(slots.reserve(3)).toBe(2); // a claim under way holds 3: only 2 are free
    expect(slots.reserve(1)).toBe(0);
    slots.settle(3, 1); // the first claim found 1 delivery: 2 slots come back
    expect(slots.reserve(10)).toBe(2);
    slots.settle(2, 2);
    slots.settle(2, 0);
    expect(slots.reserve(10)).toBe(2); // 3 attempts running
    slots.settle(2, 0);
  });

  it("frees a running attempt's slot when its outcome is recorded", () => {
    const slots = new Slots(2);
    slots.settle(slots.reserve(2), 2);
    expect(slots.reserve(1)).toBe(0);
    slots.free();
    expect(slots.reserve(2)).toBe(1);
  });

  it("answers 0, never a negative count, when asked for nothing or when full", () => {
    const slots = new Slots(1);
    expect(slots.reserve(0)).toBe(0);
    slots.settle(slots.reserve(1), 1);
    expect(slots.reserve(4)).toBe(0);
  });
});
