import { describe, expect, it } from "vitest";
import { boardSearch, cardMatches, parseBoardState } from "./board-filters";

const lead = (over: Partial<Parameters<typeof cardMatches>[0]> = {}) => ({
  id: 7,
  name: "Dubois Deck Build",
  description: "Cedar, two levels",
  client: { name: "Lena Dubois" },
  status: { value: "Current" },
  ...over,
});

describe("lead board filters", () => {
  it("round-trips through the URL", () => {
    const s = parseBoardState(new URLSearchParams("contact=39&q=deck&retired=1"));
    expect(s).toMatchObject({ view: "board", contactId: 39, q: "deck", retired: true });
    expect(boardSearch(s)).toBe("?contact=39&q=deck&retired=1");
  });

  it("keeps table paging only in the table view", () => {
    const s = parseBoardState(new URLSearchParams("view=table&phase=2&page=3&size=50"));
    expect(boardSearch(s)).toBe("?view=table&phase=2&page=3&size=50");
    expect(boardSearch({ ...s, view: "board" })).toBe("");
  });

  it("keeps the table's index order in the URL, in the table view only", () => {
    const s = parseBoardState(new URLSearchParams("view=table&sort=budget&order=desc"));
    expect(s).toMatchObject({ sort: "budget", order: "desc" });
    expect(boardSearch(s)).toBe("?view=table&sort=budget&order=desc");
    expect(boardSearch({ ...s, view: "board" })).toBe("");
    expect(parseBoardState(new URLSearchParams("sort=phase"))).toMatchObject({
      sort: undefined,
      order: "asc",
    });
  });

  it("keeps the table's custom-field columns and filter in the URL, in the table view only", () => {
    const s = parseBoardState(new URLSearchParams("view=table&cf=12,15,12,x&cfv=12:Ref 7"));
    expect(s).toMatchObject({ cf: [12, 15], cfv: { fieldId: 12, value: "Ref 7" } });
    expect(boardSearch(s)).toBe("?view=table&cf=12%2C15&cfv=12%3ARef+7");
    expect(boardSearch({ ...s, view: "board" })).toBe("");
    expect(parseBoardState(new URLSearchParams("view=table&cfv=0:x"))).toMatchObject({ cf: [] });
    expect(parseBoardState(new URLSearchParams("view=table&cfv=0:x")).cfv).toBeUndefined();
  });

  it("hides retired leads unless asked", () => {
    expect(cardMatches(lead({ status: { value: "Retired" } }), { q: "", retired: false })).toBe(false);
    expect(cardMatches(lead({ status: { value: "Retired" } }), { q: "", retired: true })).toBe(true);
  });

  it("searches name, client, description and id, ignoring case", () => {
    for (const q of ["deck", "LENA", "cedar", "7"])
      expect(cardMatches(lead(), { q, retired: false })).toBe(true);
    expect(cardMatches(lead(), { q: "kitchen", retired: false })).toBe(false);
  });
});
