import { describe, expect, it } from "vitest";
import { freshnessText, indexUsable } from "./freshness";

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
