import { differenceInCalendarDays, isSameDay } from "date-fns";
import { formatClock, formatDateTime, formatDay, formatMonthDay } from "@/lib/format/dates";
import { wholeDayToLocal, type Span } from "@/lib/schedule/layout";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { plural } from "@/lib/plural";

// Whole-day dates are calendar dates ("Mar 3 – Mar 7, 2026"), timed ones carry their times. Pure, so it can be
// tested under any TZ.

const DASH = " – ";

export const TYPE_WORD: Record<Milestone["milestoneType"], string> = {
  PHASE: "phase",
  ITEM: "item",
  CHECKPOINT: "checkpoint",
};
export const TYPE_LABEL: Record<Milestone["milestoneType"], string> = {
  PHASE: "Phase",
  ITEM: "Item",
  CHECKPOINT: "Checkpoint",
};
export const STATUS_LABEL: Record<Milestone["status"], string> = { OPEN: "Open", COMPLETED: "Completed" };

// Two local days as "Mar 3 – Mar 7, 2026" (one year), "Dec 29, 2025 – Jan 2, 2026", or one "Mar 3, 2026".
export function dayRange(a: Date, b: Date): string {
  if (isSameDay(a, b)) return formatDay(a);
  if (a.getFullYear() === b.getFullYear()) return `${formatMonthDay(a)}${DASH}${formatDay(b)}`;
  return `${formatDay(a)}${DASH}${formatDay(b)}`;
}

// Two instants with their times: "Mar 3, 2026, 8:00 AM – 5:00 PM" on one day, both in full otherwise.
export function timeRange(a: Date, b: Date): string {
  const first = formatDateTime(a);
  if (a.getTime() === b.getTime()) return first;
  return `${first}${DASH}${isSameDay(a, b) ? formatClock(b) : formatDateTime(b)}`;
}

// One wire date as shown: a whole-day date is its calendar date, a timed one its local date and time.
export function wireDate(ms: number | null | undefined, wholeDay: boolean): string {
  if (ms == null) return "—";
  return wholeDay ? formatDay(wholeDayToLocal(ms)) : formatDateTime(ms);
}

// The dates of an ITEM or CHECKPOINT (or a pair of baseline dates): a CHECKPOINT is its due date.
export function wireRange(
  start: number | null | undefined,
  due: number | null | undefined,
  wholeDay: boolean,
  point = false,
): string {
  const b = due ?? start;
  const a = point ? b : (start ?? due);
  if (a == null || b == null) return "No dates";
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return wholeDay
    ? dayRange(new Date(wholeDayToLocal(lo)), new Date(wholeDayToLocal(hi)))
    : timeRange(new Date(lo), new Date(hi));
}

// A PHASE's computed span (display ms, end exclusive when it is a midnight) as calendar days.
export function spanDays(span: Span | null): string {
  if (!span) return "No dates";
  return dayRange(new Date(span.start), new Date(Math.max(span.start, span.end - 1)));
}

// What a row's dates read like: a PHASE's from its children, anything else from its own fields.
export function datesLabel(m: Milestone, span: Span | null): string {
  if (m.milestoneType === "PHASE") return spanDays(span);
  return wireRange(m.startDate, m.dueDate, m.wholeDay, m.milestoneType === "CHECKPOINT");
}

export function baselineLabel(m: Milestone): string | null {
  if (m.baselineStartDate == null && m.baselineDueDate == null) return null;
  return wireRange(m.baselineStartDate, m.baselineDueDate, m.wholeDay, m.milestoneType === "CHECKPOINT");
}

// The accessible name of a bar: "Frame walls, item, Mar 3 – Mar 7, 2026, open".
export function barName(m: Milestone, span: Span | null): string {
  return `${m.name}, ${TYPE_WORD[m.milestoneType]}, ${datesLabel(m, span)}, ${m.status === "COMPLETED" ? "completed" : "open"}`;
}

// How long a row lasts: whole days counted inclusively, timed items in days and hours; a CHECKPOINT is a point.
export function durationLabel(m: Milestone, span: Span | null): string {
  if (m.milestoneType === "CHECKPOINT" || !span) return "—";
  if (m.milestoneType === "PHASE" || m.wholeDay) {
    const last = new Date(Math.max(span.start, span.end - 1));
    return plural(differenceInCalendarDays(last, span.start) + 1, "day");
  }
  const hours = Math.round((span.end - span.start) / 3_600_000);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days === 0) return plural(rest, "hour");
  return rest === 0 ? plural(days, "day") : `${plural(days, "day")}, ${plural(rest, "hour")}`;
}
