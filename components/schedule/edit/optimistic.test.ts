import { describe, expect, it } from "vitest";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { applyPatch, childCount, isPlaceholder, phasesOf, placeholderMilestone } from "./optimistic";

const m = (id: string, over: Partial<Milestone> = {}): Milestone => ({
  id,
  name: `M${id}`,
  description: null,
  location: null,
  color: null,
  startDate: 1_000,
  dueDate: 2_000,
  wholeDay: false,
  position: 0,
  status: "OPEN",
  milestoneType: "ITEM",
  parentMilestoneId: "1",
  timelineId: null,
  parentId: 7,
  parentType: "inquiry",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("applyPatch", () => {
  it("applies the sent fields and nothing else", () => {
    expect(applyPatch(m("5"), { status: "COMPLETED", location: null, dueDate: 3_000 })).toEqual(
      m("5", { status: "COMPLETED", location: null, dueDate: 3_000 }),
    );
  });

  it("keeps the type and stores a parent milestone id as a string", () => {
    const next = applyPatch(m("5"), { milestoneType: "PHASE", parentMilestoneId: "9" });
    expect(next.milestoneType).toBe("ITEM");
    expect(next.parentMilestoneId).toBe("9");
  });

  it("moves a CHECKPOINT's start with its due date, as the API does", () => {
    const cp = m("6", { milestoneType: "CHECKPOINT", startDate: 2_000, dueDate: 2_000 });
    expect(applyPatch(cp, { dueDate: 5_000 })).toMatchObject({ startDate: 5_000, dueDate: 5_000 });
    expect(applyPatch(m("5"), { dueDate: 5_000 })).toMatchObject({ startDate: 1_000, dueDate: 5_000 });
  });
});

describe("placeholderMilestone", () => {
  const list = [m("1", { milestoneType: "PHASE", parentMilestoneId: null }), m("2", { position: 3 }), m("3")];
  const now = new Date("2026-03-05T10:00:00Z");

  it("stands in at the end of its siblings until the answer comes", () => {
    const p = placeholderMilestone(
      { name: "Tile", parentMilestoneId: "1", startDate: 10, dueDate: 20, wholeDay: true },
      { parentType: "inquiry", parentId: 7 },
      list,
      1,
      now,
    );
    expect(p).toMatchObject({
      name: "Tile",
      milestoneType: "ITEM",
      position: 4,
      status: "OPEN",
      parentId: 7,
      parentType: "inquiry",
      createdAt: now.toISOString(),
    });
    expect(isPlaceholder(p)).toBe(true);
    expect(isPlaceholder(list[1]!)).toBe(false);
  });

  it("puts a first PHASE at position 0 after the others, a checkpoint at its due date", () => {
    const parent = { parentType: "project" as const, parentId: 1 };
    expect(placeholderMilestone({ name: "P", milestoneType: "PHASE" }, parent, list, 2, now).position).toBe(
      1,
    );
    expect(placeholderMilestone({ name: "P", milestoneType: "PHASE" }, parent, [], 3, now).position).toBe(0);
    expect(
      placeholderMilestone(
        { name: "C", milestoneType: "CHECKPOINT", dueDate: 50, parentMilestoneId: "1" },
        parent,
        list,
        4,
        now,
      ),
    ).toMatchObject({ startDate: 50, dueDate: 50 });
  });
});

describe("phases", () => {
  const list = [
    m("10", { milestoneType: "PHASE", parentMilestoneId: null, position: 1 }),
    m("4", { milestoneType: "PHASE", parentMilestoneId: null, position: 1 }),
    m("2", { milestoneType: "PHASE", parentMilestoneId: null, position: 0 }),
    m("5", { parentMilestoneId: "4" }),
    m("6", { parentMilestoneId: "4" }),
  ];
  it("orders phases by position, then id", () => {
    expect(phasesOf(list).map((p) => p.id)).toEqual(["2", "4", "10"]);
  });
  it("counts a phase's children", () => {
    expect(childCount(list, "4")).toBe(2);
    expect(childCount(list, "10")).toBe(0);
  });
});
