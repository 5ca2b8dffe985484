import { addDays, format, startOfDay } from "date-fns";
import { describe, expect, it } from "vitest";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import {
  buildRows,
  dateToX,
  deltaDays,
  displayBaseline,
  displaySpan,
  localToWholeDay,
  phaseSpan,
  pxPerDay,
  resizeDue,
  shiftDates,
  ticks,
  timelineRange,
  wholeDayToLocal,
  xToDate,
  ZOOMS,
  type Span,
} from "./layout";

// Expectations are in local calendar terms, so the file holds in any time zone (layout.tz.test.ts reruns it).

const DAY = 86_400_000;
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const wire = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d); // a whole-day date on the wire
const day = (ms: number) => format(ms, "yyyy-MM-dd");
const at = (ms: number) => format(ms, "yyyy-MM-dd HH:mm");

let nextId = 1;
function ms(over: Partial<Milestone> = {}): Milestone {
  const id = String(nextId++);
  return {
    id,
    name: `M${id}`,
    description: null,
    location: null,
    color: null,
    startDate: null,
    dueDate: null,
    wholeDay: false,
    position: 0,
    status: "OPEN",
    milestoneType: "ITEM",
    parentMilestoneId: null,
    timelineId: null,
    parentId: 1,
    parentType: "project",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}
const phase = (over: Partial<Milestone> = {}) => ms({ milestoneType: "PHASE", ...over });

describe("the time zone", () => {
  it("is the one the tz runner asked for (when run by layout.tz.test.ts)", () => {
    const wanted = process.env.SCHEDULE_TEST_TZ;
    if (!wanted) return;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(wanted);
    // Proof the zone is really in effect: in Los Angeles a UTC midnight is the evening before.
    if (wanted === "America/Los_Angeles") expect(day(wire(2026, 3, 5))).toBe("2026-03-04");
  });
});

describe("zooms", () => {
  it("have a readable scale: a week fills ~340 px, ~2 months or ~6 months fit in 1000 px", () => {
    expect(ZOOMS).toEqual(["week", "month", "quarter"]);
    expect(7 * pxPerDay("week")).toBeGreaterThanOrEqual(300);
    expect(1000 / pxPerDay("month")).toBeGreaterThanOrEqual(55);
    expect(1000 / pxPerDay("month")).toBeLessThanOrEqual(70);
    expect(1000 / pxPerDay("quarter")).toBeGreaterThanOrEqual(170);
    expect(1000 / pxPerDay("quarter")).toBeLessThanOrEqual(220);
  });
});

describe("whole-day dates", () => {
  it("turn a UTC-midnight wire date into the local midnight of the same calendar date, and back", () => {
    for (const [y, m, d] of [
      [2026, 3, 5],
      [2026, 3, 8], // US DST starts
      [2026, 3, 29], // EU DST starts
      [2026, 4, 5], // NZ DST ends
      [2026, 11, 1], // US DST ends
      [2026, 12, 31],
      [1970, 1, 1],
    ] as const) {
      const shown = wholeDayToLocal(wire(y, m, d));
      expect(shown).toBe(local(y, m, d));
      expect(localToWholeDay(shown)).toBe(wire(y, m, d));
      // Any instant of the local day maps to the same wire date.
      expect(localToWholeDay(local(y, m, d, 23, 59))).toBe(wire(y, m, d));
    }
  });
});

describe("displaySpan", () => {
  it("shows a whole-day ITEM from the local start of its first day to the end of its last (inclusive)", () => {
    const m = ms({ wholeDay: true, startDate: wire(2026, 3, 5), dueDate: wire(2026, 3, 7) });
    const s = displaySpan(m)!;
    expect(s).toEqual({ start: local(2026, 3, 5), end: local(2026, 3, 8) });
    expect([day(s.start), day(s.end)]).toEqual(["2026-03-05", "2026-03-08"]);
  });

  it("shows a one-day whole-day ITEM one calendar day wide, also on a DST day", () => {
    for (const d of [5, 8, 29]) {
      const m = ms({ wholeDay: true, startDate: wire(2026, 3, d), dueDate: wire(2026, 3, d) });
      expect(displaySpan(m)).toEqual({ start: local(2026, 3, d), end: local(2026, 3, d + 1) });
    }
  });

  it("keeps a timed ITEM's instants as they are", () => {
    const start = Date.UTC(2026, 2, 5, 15, 30);
    const m = ms({ startDate: start, dueDate: start + 3 * DAY + 3_600_000 });
    expect(displaySpan(m)).toEqual({ start, end: start + 3 * DAY + 3_600_000 });
  });

  it("shows a CHECKPOINT as a point: its instant, or the middle of its calendar day when whole-day", () => {
    const due = Date.UTC(2026, 2, 5, 15, 30);
    expect(displaySpan(ms({ milestoneType: "CHECKPOINT", startDate: due, dueDate: due }))).toEqual({
      start: due,
      end: due,
    });
    const whole = displaySpan(
      ms({
        milestoneType: "CHECKPOINT",
        wholeDay: true,
        startDate: wire(2026, 3, 5),
        dueDate: wire(2026, 3, 5),
      }),
    )!;
    expect(whole.start).toBe(whole.end);
    expect(day(whole.start)).toBe("2026-03-05");
    expect(whole.start).toBeGreaterThan(local(2026, 3, 5));
    expect(whole.start).toBeLessThan(local(2026, 3, 6));
  });

  it("gives no span to a PHASE or to an undated ITEM, and uses the one date an ITEM has", () => {
    expect(displaySpan(phase())).toBeNull();
    expect(displaySpan(ms())).toBeNull();
    expect(displaySpan(ms({ dueDate: 1000 }))).toEqual({ start: 1000, end: 1000 });
    expect(displaySpan(ms({ startDate: 1000 }))).toEqual({ start: 1000, end: 1000 });
  });

  it("converts baseline dates like the milestone's own, and only when there are some", () => {
    expect(displayBaseline(ms({ startDate: 1, dueDate: 2 }))).toBeNull();
    const m = ms({
      wholeDay: true,
      startDate: wire(2026, 3, 9),
      dueDate: wire(2026, 3, 10),
      baselineStartDate: wire(2026, 3, 2),
      baselineDueDate: wire(2026, 3, 3),
    });
    expect(displayBaseline(m)).toEqual({ start: local(2026, 3, 2), end: local(2026, 3, 4) });
  });
});

describe("buildRows", () => {
  it("lists phases by position, each followed by its children by position, orphans last", () => {
    const p1 = phase({ name: "Later", position: 2 });
    const p2 = phase({ name: "First", position: 1 });
    const a = ms({ name: "a", parentMilestoneId: p1.id, position: 5, startDate: 10, dueDate: 20 });
    const b = ms({ name: "b", parentMilestoneId: p1.id, position: 1, startDate: 30, dueDate: 40 });
    const c = ms({ name: "c", parentMilestoneId: p2.id, position: 0, startDate: 1, dueDate: 2 });
    const lost = ms({ name: "lost", parentMilestoneId: "999999", position: 0, startDate: 5, dueDate: 6 });
    const loose = ms({ name: "loose", position: 3 });
    const rows = buildRows([a, lost, p1, b, loose, c, p2]);
    expect(rows.map((r) => [r.milestone.name, r.depth, r.orphan])).toEqual([
      ["First", 0, false],
      ["c", 1, false],
      ["Later", 0, false],
      ["b", 1, false],
      ["a", 1, false],
      ["lost", 1, true],
      ["loose", 1, true],
    ]);
  });

  it("breaks position ties by id so the order is stable", () => {
    const p = phase();
    const x = ms({ id: "20", parentMilestoneId: p.id, position: 1 });
    const y = ms({ id: "3", parentMilestoneId: p.id, position: 1 });
    expect(buildRows([x, p, y]).map((r) => r.milestone.id)).toEqual([p.id, "3", "20"]);
  });

  it("spans a phase from the earliest start to the latest end of its dated children", () => {
    const p = phase();
    const rows = buildRows([
      p,
      ms({
        parentMilestoneId: p.id,
        wholeDay: true,
        startDate: wire(2026, 3, 10),
        dueDate: wire(2026, 3, 12),
      }),
      ms({ parentMilestoneId: p.id, startDate: local(2026, 3, 4, 9), dueDate: local(2026, 3, 6, 17) }),
      ms({ parentMilestoneId: p.id, milestoneType: "CHECKPOINT", dueDate: local(2026, 3, 20, 8) }),
      ms({ parentMilestoneId: p.id }), // undated: ignored
    ]);
    expect(rows[0]!.span).toEqual({ start: local(2026, 3, 4, 9), end: local(2026, 3, 20, 8) });
    expect(rows[1]!.span).toEqual({ start: local(2026, 3, 10), end: local(2026, 3, 13) });
  });

  it("gives a phase without dated children no span", () => {
    const p = phase();
    const empty = phase();
    const rows = buildRows([p, empty, ms({ parentMilestoneId: p.id })]);
    expect(rows.map((r) => r.span)).toEqual([null, null, null]);
    expect(phaseSpan([])).toBeNull();
    expect(phaseSpan([null, { start: 5, end: 9 }, { start: 1, end: 3 }])).toEqual({ start: 1, end: 9 });
  });
});

describe("dateToX and xToDate", () => {
  const monday = local(2026, 3, 2);
  const range: Span = { start: monday, end: local(2026, 6, 1) };

  it.each(ZOOMS)("put local midnights on whole days at %s zoom, and times in between", (zoom) => {
    const px = pxPerDay(zoom);
    expect(dateToX(monday, range, zoom)).toBe(0);
    expect(dateToX(local(2026, 3, 3), range, zoom)).toBe(px);
    expect(dateToX(local(2026, 3, 9), range, zoom)).toBe(7 * px);
    expect(dateToX(local(2026, 3, 3, 12), range, zoom)).toBeCloseTo(1.5 * px, 6);
    expect(dateToX(local(2026, 3, 1), range, zoom)).toBe(-px);
    // 91 calendar days later, whatever DST did in between.
    expect(dateToX(local(2026, 6, 1), range, zoom)).toBe(91 * px);
  });

  it.each(ZOOMS)("are inverse of each other at %s zoom", (zoom) => {
    for (const t of [monday, local(2026, 3, 3, 6, 45), local(2026, 3, 29, 12), local(2026, 5, 17, 23, 59)]) {
      expect(xToDate(dateToX(t, range, zoom), range, zoom)).toBe(t);
    }
    expect(xToDate(10 * pxPerDay(zoom), range, zoom)).toBe(local(2026, 3, 12));
  });
});

describe("ticks", () => {
  it("at week zoom: one a day, 'Mon 2', major on Mondays", () => {
    const t = ticks({ start: local(2026, 3, 2), end: local(2026, 3, 16) }, "week");
    expect(t).toHaveLength(15);
    expect(t.slice(0, 8).map((x) => [x.label, x.major])).toEqual([
      ["Mon 2", true],
      ["Tue 3", false],
      ["Wed 4", false],
      ["Thu 5", false],
      ["Fri 6", false],
      ["Sat 7", false],
      ["Sun 8", false],
      ["Mon 9", true],
    ]);
    t.forEach((x, i) => expect(x.x).toBe(i * pxPerDay("week")));
  });

  it("at month zoom: one a week on Mondays, 'Mar 2', major on a month's first week", () => {
    const t = ticks({ start: local(2026, 2, 23), end: local(2026, 4, 13) }, "month");
    expect(t.map((x) => [x.label, x.major])).toEqual([
      ["Feb 23", false],
      ["Mar 2", true],
      ["Mar 9", false],
      ["Mar 16", false],
      ["Mar 23", false],
      ["Mar 30", false],
      ["Apr 6", true],
      ["Apr 13", false],
    ]);
    t.forEach((x, i) => expect(x.x).toBe(i * 7 * pxPerDay("month")));
  });

  it("at quarter zoom: one a month, 'Mar 2026', major on quarter starts", () => {
    const t = ticks({ start: local(2025, 11, 1), end: local(2026, 5, 1) }, "quarter");
    expect(t.map((x) => [x.label, x.major])).toEqual([
      ["Nov 2025", false],
      ["Dec 2025", false],
      ["Jan 2026", true],
      ["Feb 2026", false],
      ["Mar 2026", false],
      ["Apr 2026", true],
      ["May 2026", false],
    ]);
    expect(t.map((x) => x.x / pxPerDay("quarter"))).toEqual([0, 30, 61, 92, 120, 151, 181]);
  });

  it("start at the first tick boundary inside a range that does not begin on one", () => {
    expect(ticks({ start: local(2026, 3, 4, 12), end: local(2026, 3, 20) }, "month")[0]!.ms).toBe(
      local(2026, 3, 9),
    );
  });

  it.each(ZOOMS)("stay evenly spaced in calendar days across a whole year's DST changes (%s)", (zoom) => {
    const range = timelineRange([], local(2026, 6, 15), zoom);
    const year = { start: range.start, end: addDays(range.start, 400).getTime() };
    const t = ticks(year, zoom);
    let prev = -Infinity;
    for (const tick of t) {
      expect(tick.x).toBeGreaterThan(prev);
      prev = tick.x;
      // Every tick sits on the start of a local day (midnight, or 01:00 where DST skips midnight), hence on a
      // whole number of days.
      expect(startOfDay(tick.ms).getTime()).toBe(tick.ms);
      expect(Number.isInteger(tick.x / pxPerDay(zoom))).toBe(true);
    }
    if (zoom !== "quarter")
      t.forEach((tick, i) => expect(tick.x).toBe(i * (zoom === "week" ? 1 : 7) * pxPerDay(zoom)));
  });

  it("line up with the bars of whole-day items on every day of a year, DST days included", () => {
    const range = { start: local(2026, 1, 5), end: local(2027, 1, 4) };
    const t = ticks(range, "week");
    for (let i = 0; i + 1 < t.length; i++) {
      const d = new Date(t[i]!.ms);
      const w = wire(d.getFullYear(), d.getMonth() + 1, d.getDate());
      const s = displaySpan(ms({ wholeDay: true, startDate: w, dueDate: w }))!;
      expect(dateToX(s.start, range, "week")).toBe(t[i]!.x);
      expect(dateToX(s.end, range, "week")).toBe(t[i + 1]!.x);
    }
  });
});

describe("timelineRange", () => {
  const now = local(2026, 3, 11, 15); // a Wednesday

  it.each(ZOOMS)("includes today, is padded and aligned to the %s zoom's ticks", (zoom) => {
    const r = timelineRange([], now, zoom);
    expect(r.start).toBeLessThan(now);
    expect(r.end).toBeGreaterThan(now);
    expect(ticks(r, zoom)[0]!.ms).toBe(r.start);
    expect(ticks(r, zoom).at(-1)!.ms).toBe(r.end);
    expect(dateToX(r.end, r, zoom)).toBeGreaterThanOrEqual(1000);
  });

  it("covers every span and baseline, with room on both sides", () => {
    const p = phase();
    const rows = buildRows([
      p,
      ms({
        parentMilestoneId: p.id,
        wholeDay: true,
        startDate: wire(2026, 1, 14),
        dueDate: wire(2026, 2, 2),
        baselineStartDate: wire(2026, 1, 7),
        baselineDueDate: wire(2026, 1, 20),
      }),
      ms({ parentMilestoneId: p.id, startDate: local(2026, 7, 1, 9), dueDate: local(2026, 9, 30, 18) }),
    ]);
    const r = timelineRange(rows, now, "month");
    expect(day(r.start)).toBe("2025-12-22"); // Monday on or before Jan 7 − 14 days
    expect(format(r.start, "EEEE")).toBe("Monday");
    expect(r.end).toBeGreaterThanOrEqual(addDays(local(2026, 9, 30, 18), 14).getTime());
    expect(format(r.end, "EEEE HH:mm")).toBe("Monday 00:00");
    // At quarter zoom the range is at least a year long.
    const q = timelineRange(rows, now, "quarter");
    expect([day(q.start), day(q.end)]).toEqual(["2025-12-01", "2026-12-01"]);
  });
});

describe("shiftDates", () => {
  it("moves whole-day dates by calendar days and keeps them on midnight UTC", () => {
    const m = ms({ wholeDay: true, startDate: wire(2026, 3, 5), dueDate: wire(2026, 3, 9) });
    expect(shiftDates(m, 7)).toEqual({ startDate: wire(2026, 3, 12), dueDate: wire(2026, 3, 16) });
    expect(shiftDates(m, -5)).toEqual({ startDate: wire(2026, 2, 28), dueDate: wire(2026, 3, 4) });
    // What the user sees moves by the same number of days.
    const shown = displaySpan({ ...m, ...shiftDates(m, 7) })!;
    expect([day(shown.start), day(shown.end)]).toEqual(["2026-03-12", "2026-03-17"]);
  });

  it("moves timed dates by calendar days in local time: the wall-clock time survives a DST change", () => {
    const m = ms({ startDate: local(2026, 3, 6, 9), dueDate: local(2026, 3, 27, 17, 30) });
    const s = shiftDates(m, 7);
    expect([at(s.startDate!), at(s.dueDate!)]).toEqual(["2026-03-13 09:00", "2026-04-03 17:30"]);
  });

  it("leaves missing dates missing", () => {
    expect(shiftDates(phase(), 3)).toEqual({ startDate: null, dueDate: null });
  });
});

describe("resizeDue", () => {
  it("moves the due date by whole days and never before the start", () => {
    const m = ms({ wholeDay: true, startDate: wire(2026, 3, 5), dueDate: wire(2026, 3, 9) });
    expect(resizeDue(m, 2)).toEqual({ dueDate: wire(2026, 3, 11) });
    expect(resizeDue(m, -4)).toEqual({ dueDate: wire(2026, 3, 5) });
    expect(resizeDue(m, -10)).toEqual({ dueDate: wire(2026, 3, 5) });
    const t = ms({ startDate: local(2026, 3, 5, 9), dueDate: local(2026, 3, 6, 17) });
    expect(at(resizeDue(t, 3).dueDate!)).toBe("2026-03-09 17:00");
    expect(resizeDue(t, -3)).toEqual({ dueDate: local(2026, 3, 5, 9) });
  });

  it("moves a CHECKPOINT's point", () => {
    const c = ms({
      milestoneType: "CHECKPOINT",
      wholeDay: true,
      startDate: wire(2026, 3, 5),
      dueDate: wire(2026, 3, 5),
    });
    expect(resizeDue(c, -2)).toEqual({ dueDate: wire(2026, 3, 3) });
  });
});

describe("deltaDays", () => {
  it.each(ZOOMS)("rounds a drag to whole days at %s zoom", (zoom) => {
    const px = pxPerDay(zoom);
    expect(deltaDays(7 * px, zoom)).toBe(7);
    expect(deltaDays(7 * px + px * 0.4, zoom)).toBe(7);
    expect(deltaDays(7 * px + px * 0.6, zoom)).toBe(8);
    expect(deltaDays(-3 * px, zoom)).toBe(-3);
    expect(Object.is(deltaDays(-px * 0.2, zoom), 0)).toBe(true);
  });
});
