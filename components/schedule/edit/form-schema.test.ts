import { describe, expect, it } from "vitest";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import {
  emptyMilestoneValues,
  milestoneFormPathOf,
  milestoneFormSchema,
  switchWholeDay,
  toCreateBody,
  toMilestoneFormValues,
  toUpdatePatch,
  type MilestoneFormValues,
} from "./form-schema";

const DAY = 86_400_000;
const MAR_5 = Date.UTC(2026, 2, 5);

const item = (over: Partial<Milestone> = {}): Milestone => ({
  id: "41",
  name: "Framing",
  description: null,
  location: null,
  color: null,
  startDate: MAR_5,
  dueDate: MAR_5 + 2 * DAY,
  wholeDay: true,
  position: 0,
  status: "OPEN",
  milestoneType: "ITEM",
  parentMilestoneId: "40",
  timelineId: null,
  parentId: 12,
  parentType: "project",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

const values = (over: Partial<MilestoneFormValues> = {}): MilestoneFormValues => ({
  ...emptyMilestoneValues({ type: "ITEM", phaseId: "40", today: "2026-03-05" }),
  name: "Framing",
  ...over,
});

// The field each problem lands on, by message.
function problems(v: MilestoneFormValues): Record<string, string> {
  const r = milestoneFormSchema.safeParse(v);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("milestoneFormSchema", () => {
  it("accepts a whole-day item under a phase", () => {
    expect(problems(values({ dueDate: "2026-03-07" }))).toEqual({});
  });

  it("needs a name, and a phase for an ITEM or CHECKPOINT", () => {
    expect(problems(values({ name: "  ", parentMilestoneId: "" }))).toEqual({
      name: "Enter a name.",
      parentMilestoneId: "Choose the phase this item belongs to.",
    });
    expect(problems(values({ milestoneType: "CHECKPOINT", parentMilestoneId: "" }))).toMatchObject({
      parentMilestoneId: "Choose the phase this checkpoint belongs to.",
    });
  });

  it("puts a due date before the start on the due date", () => {
    expect(problems(values({ startDate: "2026-03-07", dueDate: "2026-03-05" }))).toEqual({
      dueDate: "The due date cannot be before the start date.",
    });
    // The same day is a one-day item.
    expect(problems(values({ startDate: "2026-03-05", dueDate: "2026-03-05" }))).toEqual({});
  });

  it("compares timed dates to the minute", () => {
    const timed = { wholeDay: false, startDate: "2026-03-05T10:00" };
    expect(problems(values({ ...timed, dueDate: "2026-03-05T09:59" }))).toHaveProperty("dueDate");
    expect(problems(values({ ...timed, dueDate: "2026-03-05T10:00" }))).toEqual({});
  });

  it("asks for missing and unreadable dates in the words of the switch", () => {
    expect(problems(values({ startDate: "", dueDate: "2026-02-30" }))).toEqual({
      startDate: "Enter the start date.",
      dueDate: "Enter a real date in 1970 or later.",
    });
    expect(problems(values({ wholeDay: false, startDate: "", dueDate: "2026-03-05" }))).toEqual({
      startDate: "Enter the start date and time.",
      dueDate: "Enter a real date and time in 1970 or later, e.g. 2026-03-05 09:00.",
    });
  });

  it("checks only the due date of a CHECKPOINT and no date of a PHASE", () => {
    expect(problems(values({ milestoneType: "CHECKPOINT", startDate: "", dueDate: "2026-03-05" }))).toEqual(
      {},
    );
    expect(problems(values({ milestoneType: "CHECKPOINT", dueDate: "" }))).toEqual({
      dueDate: "Enter the due date.",
    });
    expect(
      problems(values({ milestoneType: "PHASE", parentMilestoneId: "", startDate: "", dueDate: "x" })),
    ).toEqual({});
  });

  it.each([
    ["#2563eb", true],
    ["#abc", true],
    ["teal", true],
    ["brand-blue-2", true],
    ["", true],
    ["#12345", false],
    ["Teal", false],
    ["rgb(0,0,0)", false],
    ["2563eb", false],
  ])("color %j valid: %s", (color, ok) => {
    expect("color" in problems(values({ color }))).toBe(!ok);
  });

  it("limits lengths as the API does", () => {
    expect(problems(values({ name: "x".repeat(256), location: "y".repeat(256) }))).toEqual({
      name: "At most 255 characters",
      location: "At most 255 characters",
    });
  });
});

describe("toCreateBody", () => {
  it("sends a whole-day ITEM as midnight-UTC dates under its phase, leaving blanks out", () => {
    expect(toCreateBody(values({ startDate: "2026-03-05", dueDate: "2026-03-07", color: "teal" }))).toEqual({
      name: "Framing",
      milestoneType: "ITEM",
      parentMilestoneId: "40",
      status: "OPEN",
      color: "teal",
      wholeDay: true,
      startDate: MAR_5,
      dueDate: MAR_5 + 2 * DAY,
    });
  });

  it("sends a timed ITEM as the instants of the local date and time", () => {
    const body = toCreateBody(
      values({ wholeDay: false, startDate: "2026-03-05T09:00", dueDate: "2026-03-05T17:30" }),
    );
    expect(body.startDate).toBe(new Date(2026, 2, 5, 9, 0).getTime());
    expect(body.dueDate).toBe(new Date(2026, 2, 5, 17, 30).getTime());
    expect(body.wholeDay).toBe(false);
  });

  it("sends only the due date of a CHECKPOINT, and no parent, dates or whole-day flag for a PHASE", () => {
    const cp = toCreateBody(values({ milestoneType: "CHECKPOINT", dueDate: "2026-03-09" }));
    expect(cp).not.toHaveProperty("startDate");
    expect(cp.dueDate).toBe(MAR_5 + 4 * DAY);
    expect(
      toCreateBody(values({ milestoneType: "PHASE", name: " Rough-in ", description: "Walls" })),
    ).toEqual({
      name: "Rough-in",
      milestoneType: "PHASE",
      description: "Walls",
      status: "OPEN",
    });
  });
});

describe("toUpdatePatch", () => {
  const m = item({ color: "#2563eb", location: "On site" });
  const initial = toMilestoneFormValues(m);

  it("fills the form from the milestone, dates as the calendar dates they are", () => {
    expect(initial).toMatchObject({
      milestoneType: "ITEM",
      parentMilestoneId: "40",
      startDate: "2026-03-05",
      dueDate: "2026-03-07",
      color: "#2563eb",
    });
  });

  it("sends nothing when nothing changed", () => {
    expect(toUpdatePatch(initial, initial)).toEqual({});
  });

  it("sends only what changed; a cleared field is null", () => {
    expect(
      toUpdatePatch({ ...initial, location: "", status: "COMPLETED", dueDate: "2026-03-10" }, initial),
    ).toEqual({
      location: null,
      status: "COMPLETED",
      dueDate: MAR_5 + 5 * DAY,
    });
  });

  it("never sends the type", () => {
    expect(toUpdatePatch({ ...initial, milestoneType: "CHECKPOINT" }, initial)).not.toHaveProperty(
      "milestoneType",
    );
  });

  it("turning whole-day off sends the flag and the dates at their times of day", () => {
    const timed = { ...initial, wholeDay: false, ...switchWholeDay(initial, false) };
    expect(timed).toMatchObject({ startDate: "2026-03-05T09:00", dueDate: "2026-03-07T17:00" });
    expect(toUpdatePatch(timed, initial)).toEqual({
      wholeDay: false,
      startDate: new Date(2026, 2, 5, 9).getTime(),
      dueDate: new Date(2026, 2, 7, 17).getTime(),
    });
  });

  it("turning whole-day on keeps the local calendar days, as midnight UTC", () => {
    const t = item({
      wholeDay: false,
      startDate: new Date(2026, 2, 5, 23, 30).getTime(),
      dueDate: new Date(2026, 2, 6, 0, 30).getTime(),
    });
    const start = toMilestoneFormValues(t);
    const next = { ...start, wholeDay: true, ...switchWholeDay(start, true) };
    expect(toUpdatePatch(next, start)).toEqual({ wholeDay: true, startDate: MAR_5, dueDate: MAR_5 + DAY });
  });

  it("moves a CHECKPOINT by its due date alone", () => {
    const cp = toMilestoneFormValues(item({ milestoneType: "CHECKPOINT", startDate: MAR_5, dueDate: MAR_5 }));
    expect(cp.startDate).toBe("2026-03-05");
    expect(toUpdatePatch({ ...cp, dueDate: "2026-03-06" }, cp)).toEqual({ dueDate: MAR_5 + DAY });
  });
});

describe("milestoneFormPathOf", () => {
  it("puts the API's field errors on the form's fields", () => {
    expect(milestoneFormPathOf("dueDate")).toBe("dueDate");
    expect(milestoneFormPathOf("parentMilestoneId")).toBe("parentMilestoneId");
    expect(milestoneFormPathOf("color")).toBe("color");
    expect(milestoneFormPathOf("parentId")).toBeUndefined();
    expect(milestoneFormPathOf("position")).toBeUndefined();
  });
});
