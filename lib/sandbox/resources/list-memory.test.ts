import { describe, expect, it } from "vitest";
import { forget, latest, learn, nearestAnchor, recall, rememberTotal } from "./list-memory";

describe("list memory", () => {
  it("recalls a query only under the generation it was learnt in", () => {
    learn("q1", undefined, { gen: "g1", total: 50, offset: 0, ids: [3, 4, 5] });
    expect(recall("q1", "g1")).toMatchObject({ total: 50 });
    expect(recall("q1", "g2")).toBeUndefined();
  });

  it("adds page positions under one generation and starts afresh under another", () => {
    learn("q2", undefined, { gen: "g1", total: 90, offset: 0, ids: [10, 11] });
    learn("q2", recall("q2", "g1"), { gen: "g1", total: 90, offset: 20, ids: [40, 41, 42] });
    const known = recall("q2", "g1");
    expect(known?.anchors).toEqual([
      [0, 10],
      [1, 11],
      [20, 40],
      [22, 42],
    ]);
    expect(nearestAnchor(known, 21)).toEqual([20, 40]);
    expect(nearestAnchor(known, 19)).toEqual([1, 11]);
    expect(nearestAnchor(undefined, 19)).toEqual([0, 0]);
    learn("q2", recall("q2", "g2"), { gen: "g2", total: 91, offset: 40, ids: [70] });
    expect(recall("q2", "g1")).toBeUndefined();
    expect(recall("q2", "g2")).toEqual({ gen: "g2", total: 91, anchors: [[40, 70]] });
  });

  it("keeps at most 64 positions per query, the latest", () => {
    let known;
    for (let page = 0; page < 40; page++) {
      learn("q3", known, { gen: "g", total: 4000, offset: page * 10, ids: [page * 100 + 1, page * 100 + 9] });
      known = recall("q3", "g");
    }
    expect(known?.anchors).toHaveLength(64);
    expect(nearestAnchor(known, 0)).toEqual([0, 0]);
    expect(nearestAnchor(known, 395)).toEqual([391, 3909]);
  });

  it("gives the latest knowledge whatever its generation, and forgets it only while it is still the one held", () => {
    learn("q4", undefined, { gen: "g1", total: 7, offset: 0, ids: [1] });
    const stale = latest("q4")!;
    expect(stale.gen).toBe("g1");
    learn("q4", undefined, { gen: "g2", total: 8, offset: 0, ids: [1] });
    forget("q4", stale); // learnt afresh since: kept
    expect(latest("q4")).toMatchObject({ gen: "g2", total: 8 });
    forget("q4", latest("q4")!);
    expect(latest("q4")).toBeUndefined();
  });

  it("remembers a bare total, with no positions", () => {
    rememberTotal("q5", "g", 12);
    expect(recall("q5", "g")).toEqual({ gen: "g", total: 12, anchors: [] });
    expect(nearestAnchor(recall("q5", "g"), 5)).toEqual([0, 0]);
  });
});
