import { format } from "date-fns";
import { memo, useMemo } from "react";
import { ticks, type Span, type Zoom } from "@/lib/schedule/layout";
import { cn } from "@/lib/utils";
import { bands } from "./axis";
import { HEADER_H, NAMES_W } from "./constants";

type Props = { range: Span; zoom: Zoom; chartWidth: number; now: number; todayX: number };

// The sticky time axis: months (or quarters) above, layout.ts's ticks below, and today's label. The axis is
// drawn for the eye; the bars' accessible names and the list view carry every date.
export const TimelineHeader = memo(function TimelineHeader({ range, zoom, chartWidth, now, todayX }: Props) {
  const tickList = useMemo(() => ticks(range, zoom), [range, zoom]);
  const bandList = useMemo(() => bands(range, zoom), [range, zoom]);
  return (
    <div
      className="sticky top-0 z-20 flex border-b bg-background"
      style={{ height: HEADER_H, width: NAMES_W + chartWidth }}
    >
      <div
        className="sticky left-0 z-30 flex shrink-0 items-end border-r bg-background px-2.5 pb-1.5 text-xs font-medium"
        style={{ width: NAMES_W }}
      >
        Milestone
      </div>
      <div aria-hidden className="relative h-full text-xs" style={{ width: chartWidth }}>
        {bandList.map((b) => (
          <div
            key={b.x}
            className="absolute top-0 h-6 overflow-clip border-l border-border"
            style={{ left: b.x, width: b.width }}
          >
            {/* Sticks to the chart's left edge while its band is in view. */}
            <span className="sticky inline-block px-1.5 pt-1 font-medium" style={{ left: NAMES_W }}>
              {b.label}
            </span>
          </div>
        ))}
        {tickList.map((t) => (
          <span
            key={t.ms}
            className={cn(
              "absolute bottom-0 flex h-6 items-center border-l pl-1 whitespace-nowrap text-muted-foreground",
              t.major ? "border-foreground/30 font-medium text-foreground" : "border-border",
            )}
            style={{ left: t.x }}
          >
            {t.label}
          </span>
        ))}
        <span
          className="absolute bottom-0.5 z-10 -translate-x-1/2 rounded-sm bg-destructive px-1.5 py-0.5 font-medium whitespace-nowrap text-destructive-foreground"
          style={{ left: todayX }}
        >
          Today, {format(now, "MMM d")}
        </span>
      </div>
    </div>
  );
});

// Vertical lines under the rows, at the axis's ticks, and today's line.
export const GridLines = memo(function GridLines({ range, zoom, chartWidth, todayX }: Omit<Props, "now">) {
  const tickList = useMemo(() => ticks(range, zoom), [range, zoom]);
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-y-0 overflow-clip"
      style={{ left: NAMES_W, width: chartWidth }}
    >
      {tickList.map((t) => (
        <span
          key={t.ms}
          className={cn("absolute inset-y-0 w-px", t.major ? "bg-foreground/15" : "bg-border/70")}
          style={{ left: t.x }}
        />
      ))}
      <span className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-destructive" style={{ left: todayX }} />
    </div>
  );
});
