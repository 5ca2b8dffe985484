import { describe, expect, it } from "vitest";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { moveHints } from "./move-hints";

const DAY = 86_400_000;
const d = (n: number) => Date.UTC(2026, 10, 1) + n * DAY;
const base = {
  description: null,
  location: null,
  color: null,
  status: "OPEN",
  timelineId: null,
  wholeDay: true,
  baselineStartDate: null,
  baselineDueDate: null,
} as const;
const phase = {
  ...base,
  id: "1",
  name: "Rough-in",
  milestoneType: "PHASE",
  parentMilestoneId: null,
  position: 0,
  startDate: null,
  dueDate: null,
} as unknown as Milestone;
const item = (id: string, position: number, start: number, due: number) =>
  ({
    ...base,
    id,
    name: `Item ${id}`,
    milestoneType: "ITEM",
    parentMilestoneId: "1",
    position,
    startDate: d(start),
    dueDate: d(due),
  }) as unknown as Milestone;
const checkpoint = (id: string, position: number, at: number) =>
  ({
    ...base,
    id,
    name: `Check ${id}`,
    milestoneType: "CHECKPOINT",
    parentMilestoneId: "1",
    position,
    startDate: d(at),
    dueDate: d(at),
  }) as unknown as Milestone;

// Framing (days 0–2), Wiring (days 3–5), then the Inspection checkpoint on day 6.
const list = [phase, item("2", 0, 0, 2), item("3", 1, 3, 5), checkpoint("4", 2, 6)];

describe("moveHints", () => {
  it("says nothing of a move that keeps the order and the phase", () => {
    expect(moveHints(list, "2", { startDate: d(1), dueDate: d(3) })).toEqual([]);
  });

  it("points out an item moved past the checkpoint that should follow it", () => {
    const hints = moveHints(list, "3", { startDate: d(5), dueDate: d(7) });
    expect(hints).toContainEqual(expect.objectContaining({ kind: "checkpoint", checkpoint: list[3] }));
    expect(hints.find((h) => h.kind === "checkpoint")).toMatchObject({ item: { id: "3", dueDate: d(7) } });
  });

  it("points out a checkpoint moved before an item that comes first", () => {
    const hints = moveHints(list, "4", { startDate: d(4), dueDate: d(4) });
    expect(hints).toEqual([expect.objectContaining({ kind: "checkpoint", item: list[2] })]);
  });

  it("points out a move outside the phase's span, with the span it had", () => {
    const hints = moveHints(list, "2", { startDate: d(-2), dueDate: d(0) });
    expect(hints).toEqual([expect.objectContaining({ kind: "phase", phase })]);
    // The span it had, and the one the bar now shows: the phase's items, the moved one included.
    const [hint] = hints;
    if (hint?.kind !== "phase") throw new Error("no phase hint");
    expect(hint.stretched.start).toBeLessThan(hint.span.start);
    expect(hint.stretched.end).toBe(hint.span.end);
    const later = moveHints(list, "4", { startDate: d(9), dueDate: d(9) });
    expect(later.map((h) => h.kind)).toEqual(["phase"]);
  });

  it("does not repeat an order that was already broken, and ignores phases and unknown ids", () => {
    const broken = [phase, item("2", 0, 0, 8), checkpoint("4", 1, 6)];
    expect(moveHints(broken, "2", { startDate: d(0), dueDate: d(7) })).toEqual([]);
    expect(moveHints(list, "1", { startDate: d(0), dueDate: d(1) })).toEqual([]);
    expect(moveHints(list, "99", { startDate: d(0), dueDate: d(1) })).toEqual([]);
  });
});
