import { describe, expect, it } from "vitest";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { buildRows, displaySpan } from "@/lib/schedule/layout";
import {
  barName,
  baselineLabel,
  datesLabel,
  dayRange,
  durationLabel,
  spanDays,
  wireDate,
  wireRange,
} from "./format";

// Whole-day dates are midnight UTC on the wire; timed ones are built from local wall-clock times, so every
// expectation holds in any TZ the tests run in.
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

let seq = 0;
function ms(p: Partial<Milestone>): Milestone {
  seq++;
  return {
    id: String(seq),
    name: `M${seq}`,
    description: null,
    location: null,
    color: null,
    startDate: null,
    dueDate: null,
    wholeDay: true,
    position: seq,
    status: "OPEN",
    milestoneType: "ITEM",
    parentMilestoneId: null,
    timelineId: null,
    parentId: 1,
    parentType: "project",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...p,
  };
}

describe("dates as the schedule names them", () => {
  it("names a whole-day item by its calendar dates, both inclusive", () => {
    const m = ms({ name: "Frame walls", startDate: utc(2026, 3, 3), dueDate: utc(2026, 3, 7) });
    expect(barName(m, displaySpan(m))).toBe("Frame walls, item, Mar 3 – Mar 7, 2026, open");
  });

  it("says completed, and names a checkpoint by its due date alone", () => {
    const m = ms({
      name: "Inspection",
      milestoneType: "CHECKPOINT",
      startDate: utc(2026, 3, 9),
      dueDate: utc(2026, 3, 9),
      status: "COMPLETED",
    });
    expect(barName(m, displaySpan(m))).toBe("Inspection, checkpoint, Mar 9, 2026, completed");
  });

  it("never gives a whole-day date a clock time (issue 27: not 'Nov 10, 2026, 1:00 AM'), and counts days", () => {
    const m = ms({ startDate: utc(2026, 11, 10), dueDate: utc(2026, 11, 12) });
    expect(wireDate(m.startDate, true)).toBe("Nov 10, 2026");
    expect(datesLabel(m, displaySpan(m))).toBe("Nov 10 – Nov 12, 2026");
    expect(barName(m, displaySpan(m))).not.toMatch(/AM|PM|\d:\d/);
    expect(durationLabel(m, displaySpan(m))).toBe("3 days");
  });

  it("gives timed items their times, the day once when both are on it", () => {
    expect(wireRange(local(2026, 3, 3, 8), local(2026, 3, 3, 17), false)).toBe(
      "Mar 3, 2026, 8:00 AM – 5:00 PM",
    );
    expect(wireRange(local(2026, 3, 3, 8), local(2026, 3, 5, 17, 30), false)).toBe(
      "Mar 3, 2026, 8:00 AM – Mar 5, 2026, 5:30 PM",
    );
    expect(wireRange(null, local(2026, 3, 5, 9), false, true)).toBe("Mar 5, 2026, 9:00 AM");
  });

  it("writes the year on both ends when a range crosses one, and one date for a single day", () => {
    expect(dayRange(new Date(2025, 11, 29), new Date(2026, 0, 2))).toBe("Dec 29, 2025 – Jan 2, 2026");
    expect(dayRange(new Date(2026, 5, 1), new Date(2026, 5, 1, 15))).toBe("Jun 1, 2026");
    expect(wireRange(utc(2026, 3, 7), utc(2026, 3, 3), true)).toBe("Mar 3 – Mar 7, 2026");
  });

  it("says so when there are no dates, and uses the one date an item has", () => {
    expect(wireRange(null, null, true)).toBe("No dates");
    expect(wireRange(utc(2026, 4, 1), null, true)).toBe("Apr 1, 2026");
    expect(spanDays(null)).toBe("No dates");
  });

  it("names a PHASE by its children's span, the last whole day included", () => {
    const phase = ms({ name: "Framing", milestoneType: "PHASE" });
    const a = ms({ parentMilestoneId: phase.id, startDate: utc(2026, 3, 3), dueDate: utc(2026, 3, 7) });
    const b = ms({ parentMilestoneId: phase.id, startDate: utc(2026, 3, 6), dueDate: utc(2026, 3, 12) });
    const [row] = buildRows([phase, a, b]);
    expect(datesLabel(phase, row!.span)).toBe("Mar 3 – Mar 12, 2026");
    expect(barName(phase, row!.span)).toBe("Framing, phase, Mar 3 – Mar 12, 2026, open");
    expect(durationLabel(phase, row!.span)).toBe("10 days");
  });

  it("reads baselines like the milestone's own dates", () => {
    expect(baselineLabel(ms({}))).toBeNull();
    const m = ms({ baselineStartDate: utc(2026, 3, 1), baselineDueDate: utc(2026, 3, 4) });
    expect(baselineLabel(m)).toBe("Mar 1 – Mar 4, 2026");
  });
});

describe("durations", () => {
  const of = (m: Milestone) => durationLabel(m, displaySpan(m));
  it("counts whole days inclusively", () => {
    expect(of(ms({ startDate: utc(2026, 3, 3), dueDate: utc(2026, 3, 7) }))).toBe("5 days");
    expect(of(ms({ startDate: utc(2026, 3, 3), dueDate: utc(2026, 3, 3) }))).toBe("1 day");
  });
  it("gives timed items days and hours", () => {
    expect(of(ms({ wholeDay: false, startDate: local(2026, 3, 3, 8), dueDate: local(2026, 3, 3, 17) }))).toBe(
      "9 hours",
    );
    expect(
      of(ms({ wholeDay: false, startDate: local(2026, 3, 3, 8), dueDate: local(2026, 3, 4, 17) })),
    ).toMatch(
      /^1 day, (8|9|10) hours$/, // 9 h, give or take a DST change in the runner's zone
    );
  });
  it("has none for a checkpoint or an undated row", () => {
    expect(of(ms({ milestoneType: "CHECKPOINT", dueDate: utc(2026, 3, 3) }))).toBe("—");
    expect(of(ms({}))).toBe("—");
  });
});
