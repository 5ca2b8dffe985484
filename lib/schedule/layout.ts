import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  format,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import type { Zoom } from "./zoom";

// The timeline's geometry. Wire whole-day dates are midnight UTC; on screen they become the local midnight of the
// same calendar date (UTC-8 sees the 5th as the 5th). The x axis counts calendar days, not 24 h blocks, so ticks
// and whole-day bars stay aligned across DST changes.

export { ZOOMS, type Zoom } from "./zoom";

// week: a week is ~340 px; month: ~2 months per 1000 px; quarter: ~6.5 months per 1000 px.
const PX_PER_DAY: Record<Zoom, number> = { week: 48, month: 16, quarter: 5 };
export const pxPerDay = (zoom: Zoom): number => PX_PER_DAY[zoom];

// [start, end] in display ms.
export type Span = { start: number; end: number };
export type ScheduleRow = {
  milestone: Milestone;
  depth: 0 | 1;
  span: Span | null;
  // An ITEM or CHECKPOINT whose PHASE is not in the schedule: listed last, under a "No phase" heading.
  orphan: boolean;
};
export type Tick = { ms: number; x: number; label: string; major: boolean };

export const NO_PHASE_LABEL = "No phase";

const DAY_MS = 86_400_000;

// A wire whole-day date (midnight UTC) → the local midnight of the same calendar date.
export function wholeDayToLocal(ms: number): number {
  const utc = new Date(ms);
  const local = new Date(0);
  // setFullYear, not new Date(y, m, d): the latter maps years 0–99 to 1900–1999.
  local.setFullYear(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
  local.setHours(0, 0, 0, 0);
  return local.getTime();
}

// Any local instant → the wire whole-day date of its local calendar date (midnight UTC).
export function localToWholeDay(ms: number): number {
  const local = new Date(ms);
  const utc = new Date(0);
  utc.setUTCFullYear(local.getFullYear(), local.getMonth(), local.getDate());
  return utc.getTime();
}

// Wire values the API accepts for whole-day dates are midnight UTC; this snaps anything else to one.
const utcMidnight = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

// The start of the next local calendar day. startOfDay after addDays: where DST skips midnight (Santiago,
// Beirut) a day starts at 01:00, and addDays alone would carry that hour into every following day.
const nextDay = (ms: number | Date): Date => startOfDay(addDays(ms, 1));

// The middle of a local calendar day (not +12 h: the day may be 23 or 25 hours long).
const midday = (dayStart: number) => dayStart + (nextDay(dayStart).getTime() - dayStart) / 2;

function spanOf(
  type: Milestone["milestoneType"],
  startDate: number | null | undefined,
  dueDate: number | null | undefined,
  wholeDay: boolean,
): Span | null {
  if (type === "PHASE") return null;
  const due = dueDate ?? startDate;
  if (due == null) return null;
  if (type === "CHECKPOINT") {
    // A point: the instant, or for a whole-day checkpoint the middle of its day so it sits inside that day's cell.
    const at = wholeDay ? midday(wholeDayToLocal(due)) : due;
    return { start: at, end: at };
  }
  const start = startDate ?? due;
  const [a, b] = start <= due ? [start, due] : [due, start];
  if (!wholeDay) return { start: a, end: b };
  // Whole days are inclusive: an item due on the 7th fills the 7th, so it ends at the start of the 8th.
  return { start: wholeDayToLocal(a), end: nextDay(wholeDayToLocal(b)).getTime() };
}

// PHASEs have no dates of their own (buildRows computes their span); an ITEM spans start..due; a CHECKPOINT is a
// point.
export const displaySpan = (m: Milestone): Span | null =>
  spanOf(m.milestoneType, m.startDate, m.dueDate, m.wholeDay);

// The baseline (planned) dates, when the API sent any, converted like the milestone's own dates.
export const displayBaseline = (m: Milestone): Span | null =>
  m.baselineStartDate == null && m.baselineDueDate == null
    ? null
    : spanOf(m.milestoneType, m.baselineStartDate, m.baselineDueDate, m.wholeDay);

// A PHASE's span: from the earliest start to the latest end of its dated children; null when none is dated.
export function phaseSpan(children: readonly (Span | null)[]): Span | null {
  let out: Span | null = null;
  for (const s of children) {
    if (!s) continue;
    out = out ? { start: Math.min(out.start, s.start), end: Math.max(out.end, s.end) } : { ...s };
  }
  return out;
}

// `position` orders siblings; the id breaks ties so the order is stable between fetches.
const byPosition = (a: Milestone, b: Milestone) => a.position - b.position || Number(a.id) - Number(b.id);

// PHASEs by position, each followed by its children; children whose PHASE is missing come last, flagged `orphan`.
export function buildRows(milestones: readonly Milestone[]): ScheduleRow[] {
  const phases = milestones.filter((m) => m.milestoneType === "PHASE").sort(byPosition);
  const phaseIds = new Set(phases.map((p) => p.id));
  const children = new Map<string, Milestone[]>();
  const orphans: Milestone[] = [];
  for (const m of milestones) {
    if (m.milestoneType === "PHASE") continue;
    const parent = m.parentMilestoneId;
    if (parent != null && phaseIds.has(parent)) {
      const list = children.get(parent);
      if (list) list.push(m);
      else children.set(parent, [m]);
    } else orphans.push(m);
  }
  const child = (m: Milestone, orphan: boolean): ScheduleRow => ({
    milestone: m,
    depth: 1,
    span: displaySpan(m),
    orphan,
  });
  const rows: ScheduleRow[] = [];
  for (const phase of phases) {
    const kids = (children.get(phase.id) ?? []).sort(byPosition).map((m) => child(m, false));
    rows.push(
      { milestone: phase, depth: 0, span: phaseSpan(kids.map((k) => k.span)), orphan: false },
      ...kids,
    );
  }
  rows.push(...orphans.sort(byPosition).map((m) => child(m, true)));
  return rows;
}

const PAD_DAYS: Record<Zoom, number> = { week: 7, month: 14, quarter: 30 };
// At least about a screen's width, so a short or empty schedule still shows a useful axis.
const MIN_DAYS: Record<Zoom, number> = { week: 28, month: 84, quarter: 365 };

// Ticks fall on local midnights: every day (week zoom), every Monday (month zoom), every 1st (quarter zoom).
function alignDown(ms: number, zoom: Zoom): Date {
  if (zoom === "quarter") return startOfMonth(ms);
  return startOfWeek(ms, { weekStartsOn: 1 });
}
function nextTick(d: Date, zoom: Zoom): Date {
  if (zoom === "week") return nextDay(d);
  if (zoom === "month") return startOfDay(addWeeks(d, 1));
  return startOfMonth(addMonths(d, 1));
}
// Range ends are aligned to whole weeks (week and month zoom) or months (quarter zoom).
function alignUp(ms: number, zoom: Zoom): number {
  const down = alignDown(ms, zoom);
  if (down.getTime() === ms) return ms;
  return (zoom === "quarter" ? startOfMonth(addMonths(down, 1)) : startOfDay(addWeeks(down, 1))).getTime();
}

// The span of the axis: every row and baseline plus today, padded, at least MIN_DAYS long, aligned to ticks.
export function timelineRange(rows: readonly ScheduleRow[], now: number, zoom: Zoom): Span {
  let lo = now;
  let hi = now;
  for (const r of rows) {
    for (const s of [r.span, displayBaseline(r.milestone)]) {
      if (!s) continue;
      lo = Math.min(lo, s.start);
      hi = Math.max(hi, s.end);
    }
  }
  const start = alignDown(addDays(lo, -PAD_DAYS[zoom]).getTime(), zoom);
  const end = Math.max(
    alignUp(addDays(hi, PAD_DAYS[zoom]).getTime(), zoom),
    alignUp(addDays(start, MIN_DAYS[zoom]).getTime(), zoom),
  );
  return { start: start.getTime(), end };
}

// Calendar days from `origin` (a local midnight) to `ms`, plus the elapsed fraction of ms's own day.
function daysFrom(origin: Date, ms: number): number {
  const day = startOfDay(ms);
  const length = nextDay(day).getTime() - day.getTime();
  return differenceInCalendarDays(day, origin) + (ms - day.getTime()) / length;
}

export function dateToX(ms: number, range: Span, zoom: Zoom): number {
  const origin = startOfDay(range.start);
  return (daysFrom(origin, ms) - daysFrom(origin, range.start)) * pxPerDay(zoom);
}

// The inverse of dateToX (to the millisecond).
export function xToDate(x: number, range: Span, zoom: Zoom): number {
  const origin = startOfDay(range.start);
  const days = x / pxPerDay(zoom) + daysFrom(origin, range.start);
  const whole = Math.floor(days);
  const day = startOfDay(addDays(origin, whole));
  const length = nextDay(day).getTime() - day.getTime();
  return Math.round(day.getTime() + (days - whole) * length);
}

// Axis ticks within [range.start, range.end]. Labels: "Mon 3" per day (major on Mondays), "Mar 3" per week
// (major on a month's first week), "Mar 2026" per month (major on quarter starts).
export function ticks(range: Span, zoom: Zoom): Tick[] {
  const out: Tick[] = [];
  let d = alignDown(range.start, zoom);
  if (d.getTime() < range.start) d = nextTick(d, zoom);
  for (; d.getTime() <= range.end; d = nextTick(d, zoom)) {
    const ms = d.getTime();
    const [label, major] =
      zoom === "week"
        ? [format(d, "EEE d"), d.getDay() === 1]
        : zoom === "month"
          ? [format(d, "MMM d"), d.getDate() <= 7]
          : [format(d, "MMM yyyy"), d.getMonth() % 3 === 0];
    out.push({ ms, x: dateToX(ms, range, zoom), label, major });
  }
  return out;
}

// Moves a date by whole calendar days: whole-day dates stay on midnight UTC (UTC has no DST, so 24 h steps),
// timed dates keep their local wall-clock time across a DST change.
function moveDate(ms: number, days: number, wholeDay: boolean): number {
  return wholeDay ? utcMidnight(ms) + days * DAY_MS : addDays(ms, days).getTime();
}
const moved = (ms: number | null, days: number, wholeDay: boolean) =>
  ms == null ? null : moveDate(ms, days, wholeDay);

// Drag a bar: both dates move by `days`. Returns wire values for a PATCH.
export function shiftDates(m: Milestone, days: number): { startDate: number | null; dueDate: number | null } {
  return { startDate: moved(m.startDate, days, m.wholeDay), dueDate: moved(m.dueDate, days, m.wholeDay) };
}

// Drag a bar's end: the due date moves by `days` but never before the start (a one-day item at the least).
// A CHECKPOINT is a point, so its due date simply moves (the API moves its startDate along).
export function resizeDue(m: Milestone, days: number): { dueDate: number | null } {
  const due = moved(m.dueDate ?? m.startDate, days, m.wholeDay);
  if (due == null || m.milestoneType === "CHECKPOINT" || m.startDate == null) return { dueDate: due };
  const start = m.wholeDay ? utcMidnight(m.startDate) : m.startDate;
  return { dueDate: Math.max(due, start) };
}

// A drag distance in px → whole days at this zoom.
export const deltaDays = (px: number, zoom: Zoom): number => Math.round(px / pxPerDay(zoom)) || 0;
