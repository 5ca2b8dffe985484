import { describe, expect, it } from "vitest";
import { ExpiringMemo } from "./expiring-memo";

describe("ExpiringMemo", () => {
  it("gives a value back until its end, then forgets it", () => {
    const memo = new ExpiringMemo<string>(10);
    memo.set("t", "claims", 1_000);
    expect(memo.get("t", 999)).toBe("claims");
    expect(memo.get("t", 1_000)).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it("drops the oldest entry past its bound", () => {
    const memo = new ExpiringMemo<number>(2);
    memo.set("a", 1, 10);
    memo.set("b", 2, 10);
    memo.set("c", 3, 10);
    expect([memo.get("a", 0), memo.get("b", 0), memo.get("c", 0)]).toEqual([undefined, 2, 3]);
  });
});
