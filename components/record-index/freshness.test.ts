import { describe, expect, it } from "vitest";
import { combineFreshness, freshnessText, indexUsable } from "./freshness";
import type { Freshness } from "@/lib/record-index/queries";

const at = (iso: string) => iso.slice(11, 16);

describe("freshnessText", () => {
  it("says complete only with the time the index says", () => {
    expect(
      freshnessText(
        { state: "complete", indexed: 10, total: 10, completeAsOf: "2026-11-26T10:42:00.000Z" },
        at,
      ),
    ).toBe("index complete as of 10:42");
  });

  it("gives the progress while indexing, never 'complete'", () => {
    const text = freshnessText({ state: "indexing", indexed: 12400, total: 100000, completeAsOf: null }, at);
    expect(text).toBe("indexing: 12,400 of 100,000");
    expect(text).not.toMatch(/complete/);
  });

  it("says how far it got when the whole is unknown", () => {
    expect(freshnessText({ state: "indexing", indexed: 5, total: null, completeAsOf: null }, at)).toBe(
      "indexing: 5 so far",
    );
  });

  it("names an index that is off or empty", () => {
    expect(freshnessText({ state: "off", indexed: 0, total: null, completeAsOf: null }, at)).toMatch(/off/);
    expect(freshnessText({ state: "empty", indexed: 0, total: 0, completeAsOf: null }, at)).toMatch(/empty/);
  });
});

describe("indexUsable", () => {
  it.each([
    ["complete", true],
    ["indexing", true],
    ["empty", false],
    ["off", false],
  ] as const)("%s → %s", (state, usable) => {
    expect(indexUsable({ state, indexed: 0, total: null, completeAsOf: null })).toBe(usable);
  });
  it("is false before the status has answered", () => expect(indexUsable(undefined)).toBe(false));
});

describe("combineFreshness", () => {
  const f = (
    state: Freshness["state"],
    indexed: number,
    total: number | null,
    asOf: string | null = null,
  ) => ({
    state,
    indexed,
    total,
    completeAsOf: asOf,
  });
  it("is complete only when every kind is, as of the oldest", () => {
    expect(
      combineFreshness([
        f("complete", 3, 3, "2026-11-26T10:42:00Z"),
        f("complete", 2, 2, "2026-11-26T09:00:00Z"),
      ]),
    ).toEqual(f("complete", 5, 5, "2026-11-26T09:00:00Z"));
  });
  it("is indexing when one kind is, with the counts summed", () => {
    expect(combineFreshness([f("complete", 3, 3, "2026-11-26T10:42:00Z"), f("indexing", 2, 10)])).toEqual(
      f("indexing", 5, 13),
    );
    expect(combineFreshness([f("indexing", 1, null), f("indexing", 2, 10)])?.total).toBeNull();
  });
  it("is off or empty when one kind is", () => {
    expect(combineFreshness([f("complete", 3, 3, "x"), f("off", 0, null)])?.state).toBe("off");
    expect(combineFreshness([f("indexing", 3, 9), f("empty", 0, null)])?.state).toBe("empty");
  });
});
