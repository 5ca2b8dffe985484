import { describe, expect, it } from "vitest";
import { ReadMemo } from "./read-memo";

describe("read memo", () => {
  it("reads identical text once per key and anything else afresh", () => {
    const memo = new ReadMemo<{ n: number }>();
    let reads = 0;
    const read = (text: string) => () => ({ n: (reads++, JSON.parse(text) as number) });
    const a = memo.read("k", "1", read("1"), () => true);
    expect(memo.read("k", "1", read("1"), () => true)).toBe(a);
    expect(reads).toBe(1);
    const b = memo.read("k", "2", read("2"), () => true);
    expect(b).toEqual({ n: 2 });
    expect(b).not.toBe(a);
    // Another key with the same text is its own request.
    expect(memo.read("other", "2", read("2"), () => true)).not.toBe(b);
    expect(reads).toBe(3);
  });

  it("keeps no read that `keep` refuses (a failed read is tried again, and logged again)", () => {
    const memo = new ReadMemo<{ ok: boolean }>();
    let reads = 0;
    const fail = () => (reads++, { ok: false });
    memo.read("k", "x", fail, (r) => r.ok);
    memo.read("k", "x", fail, (r) => r.ok);
    expect(reads).toBe(2);
    expect(memo.size).toBe(0);
  });

  it("forgets the longest unused keys past its bound", () => {
    const memo = new ReadMemo<number>(2);
    let reads = 0;
    const read = () => ++reads;
    memo.read("a", "t", read, () => true);
    memo.read("b", "t", read, () => true);
    memo.read("c", "t", read, () => true); // a goes
    expect(memo.size).toBe(2);
    memo.read("b", "t", read, () => true);
    expect(reads).toBe(3);
    memo.read("a", "t", read, () => true);
    expect(reads).toBe(4);
  });

  it("never keeps a long answer, and forgets the oldest past its character bound", () => {
    const memo = new ReadMemo<number>(64, 10, 15);
    let reads = 0;
    const read = () => ++reads;
    memo.read("long", "x".repeat(11), read, () => true);
    memo.read("long", "x".repeat(11), read, () => true);
    expect(reads).toBe(2);
    expect(memo.size).toBe(0);
    memo.read("a", "x".repeat(10), read, () => true);
    memo.read("b", "y".repeat(5), read, () => true);
    expect(memo.size).toBe(2);
    memo.read("c", "z".repeat(5), read, () => true); // 20 characters: a goes
    expect(memo.size).toBe(2);
    memo.read("b", "y".repeat(5), read, () => true);
    expect(reads).toBe(5);
    memo.read("a", "x".repeat(10), read, () => true);
    expect(reads).toBe(6);
  });
});
