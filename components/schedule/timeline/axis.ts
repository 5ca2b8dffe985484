import { addMonths, addQuarters, format, startOfMonth, startOfQuarter } from "date-fns";
import { dateToX, type Span, type Zoom } from "@/lib/schedule/layout";

// The upper row of the time axis, above layout.ts's ticks: months at week and month zoom, quarters at quarter
// zoom, clipped to the range (the first and last may be partial).
export type Band = { x: number; width: number; label: string };

export function bands(range: Span, zoom: Zoom): Band[] {
  const out: Band[] = [];
  const total = dateToX(range.end, range, zoom);
  const quarter = zoom === "quarter";
  for (let d = quarter ? startOfQuarter(range.start) : startOfMonth(range.start); d.getTime() < range.end;) {
    const next = quarter ? addQuarters(d, 1) : addMonths(d, 1);
    const x = Math.max(0, dateToX(d.getTime(), range, zoom));
    const width = Math.min(total, dateToX(next.getTime(), range, zoom)) - x;
    const label = quarter
      ? `Q${Math.floor(d.getMonth() / 3) + 1} ${d.getFullYear()}`
      : format(d, "MMMM yyyy");
    if (width > 0) out.push({ x, width, label });
    d = next;
  }
  return out;
}
