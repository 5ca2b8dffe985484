"use client";

import { useDraggable } from "@dnd-kit/core";
import { Check } from "lucide-react";
import { memo, useContext, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { isPlaceholder } from "@/components/schedule/use-milestone-mutations";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import {
  dateToX,
  displayBaseline,
  displaySpan,
  resizeDue,
  shiftDates,
  type ScheduleRow,
  type Span,
  type Zoom,
} from "@/lib/schedule/layout";
import { cn } from "@/lib/utils";
import { BarDetails, detailsHeadingId, type PhaseInfo } from "./bar-details";
import { barColor, HATCH } from "./colors";
import { KEYS_HELP_ID, MIN_BAR_W, NAMES_W } from "./constants";
import { useDragPreview, type DragKind, type DragPreview } from "./drag-store";
import { MoverContext } from "./use-mover";
import { barName, datesLabel } from "./format";

export type DragData = { milestone: Milestone; kind: DragKind };

type Props = {
  row: ScheduleRow;
  range: Span;
  zoom: Zoom;
  canEdit: boolean;
  // The PHASE a child belongs to, or for a PHASE, its own children.
  phase?: PhaseInfo;
  own?: PhaseInfo;
};

// What a row draws in the chart: a PHASE's summary bracket, an ITEM's bar, a CHECKPOINT's diamond.
export const MilestoneBar = memo(function MilestoneBar(props: Props) {
  return props.row.milestone.milestoneType === "PHASE" ? (
    <PhaseSummary {...props} />
  ) : (
    <DatedBar {...props} />
  );
});

// The keys of a focused bar: arrows move it a day, Shift+arrows a week, Alt+arrows move its due date (a
// CHECKPOINT, a point, just moves). Anything else (Enter opens the details, Tab leaves) is the button's own.
function barKey(
  e: KeyboardEvent,
  kind: "item" | "checkpoint",
): { kind: DragKind; days: number } | "cancel" | null {
  if (e.key === "Escape") return "cancel";
  if ((e.key !== "ArrowLeft" && e.key !== "ArrowRight") || e.ctrlKey || e.metaKey) return null;
  const days = (e.key === "ArrowRight" ? 1 : -1) * (e.shiftKey ? 7 : 1);
  return { kind: e.altKey && kind === "item" ? "resize" : "move", days };
}

// The milestone as a drag would leave it, for the preview.
function previewed(m: Milestone, p: DragPreview | null): Milestone {
  if (!p || p.days === 0) return m;
  return { ...m, ...(p.kind === "move" ? shiftDates(m, p.days) : resizeDue(m, p.days)) };
}

function DatedBar({ row, range, zoom, canEdit, phase }: Props) {
  const m = row.milestone;
  const checkpoint = m.milestoneType === "CHECKPOINT";
  // A milestone just created has a stand-in id until the API answers: nothing to PATCH yet.
  const draggable = canEdit && !!row.span && !isPlaceholder(m);
  const preview = useDragPreview(m);
  const mover = useContext(MoverContext);
  const shown = previewed(m, preview);
  const span = preview ? displaySpan(shown) : row.span;
  const { setNodeRef: moveRef, listeners: moveListeners } = useDraggable({
    id: `move:${m.id}`,
    data: { milestone: m, kind: "move" } satisfies DragData,
    disabled: !draggable,
  });
  const { setNodeRef: resizeRef, listeners: resizeListeners } = useDraggable({
    id: `resize:${m.id}`,
    data: { milestone: m, kind: "resize" } satisfies DragData,
    disabled: !draggable || checkpoint,
  });
  if (!span) return <NoDates />;

  const done = m.status === "COMPLETED";
  const color = barColor(m.color);
  const dragging = !!preview && !preview.dropped;
  const x0 = dateToX(span.start, range, zoom);
  const width = checkpoint ? 0 : Math.max(MIN_BAR_W, dateToX(span.end, range, zoom) - x0);
  const baseline = displayBaseline(m);
  const handleLeft = x0 + width - (width >= 16 ? 6 : 0);
  const labelLeft = checkpoint ? x0 + 12 : x0 + width + (draggable ? 8 : 6);
  // The diamond and the bar are the same control: a named button that opens the details and starts a move.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const key = draggable && mover ? barKey(e, checkpoint ? "checkpoint" : "item") : null;
    if (!key || !mover) return;
    if (key === "cancel") return mover.cancel();
    // The arrows would scroll the chart, Alt+arrows go back in history.
    e.preventDefault();
    mover.nudge(m, key.kind, key.days);
  };
  const triggerProps = {
    type: "button" as const,
    ref: moveRef,
    ...moveListeners,
    "aria-label": barName(m, row.span),
    "aria-describedby": draggable ? KEYS_HELP_ID : undefined,
    "data-milestone-id": m.id,
    onKeyDown,
    // Moves gathered by the keys are saved when the bar loses focus.
    onBlur: draggable ? () => mover?.flush() : undefined,
  };
  const trigger = checkpoint ? (
    <button
      {...triggerProps}
      className={cn(
        "absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-sm",
        draggable && "cursor-grab touch-pan-y",
        dragging && "cursor-grabbing",
      )}
      style={{ left: x0 }}
    >
      <span
        aria-hidden
        className={cn(
          "absolute inset-[3px] rotate-45 rounded-[2px] border-2",
          dragging && "ring-2 ring-ring ring-offset-1",
        )}
        style={{ borderColor: color, backgroundColor: done ? color : "var(--background)" }}
      />
    </button>
  ) : (
    <button
      {...triggerProps}
      className={cn(
        "absolute top-2 h-5 rounded-sm ring-1 ring-black/25 ring-inset dark:ring-white/35",
        draggable && "cursor-grab touch-pan-y",
        dragging && "cursor-grabbing shadow-lg ring-2 ring-ring",
      )}
      style={{ left: x0, width, backgroundColor: color, backgroundImage: done ? HATCH : undefined }}
    />
  );

  return (
    <>
      {baseline && <BaselineMark span={baseline} range={range} zoom={zoom} point={checkpoint} />}
      <Details milestone={m} span={row.span} phase={phase}>
        {trigger}
      </Details>
      {draggable && !checkpoint && (
        <span
          ref={resizeRef}
          {...resizeListeners}
          aria-hidden
          data-testid="resize-handle"
          title="Drag to change the due date"
          className="group absolute top-2 flex h-5 w-2 cursor-ew-resize touch-pan-y justify-center"
          style={{ left: handleLeft }}
        >
          <span className="my-1 w-0.5 rounded-full bg-background/80 ring-1 ring-foreground/40 group-hover:bg-foreground" />
        </span>
      )}
      <BarLabel left={labelLeft} done={done} bold={false}>
        {m.name}
        {dragging && <span className="font-medium"> → {datesLabel(shown, span)}</span>}
      </BarLabel>
    </>
  );
}

// A PHASE: a bracket over its children's span. It has no dates of its own, so it is not dragged.
function PhaseSummary({ row, range, zoom, own }: Props) {
  const m = row.milestone;
  if (!row.span) return <NoDates text="No dated items" />;
  const done = m.status === "COMPLETED";
  const color = barColor(m.color);
  const x0 = dateToX(row.span.start, range, zoom);
  const width = Math.max(MIN_BAR_W, dateToX(row.span.end, range, zoom) - x0);
  const end: CSSProperties = { borderTopColor: color };
  return (
    <>
      <Details milestone={m} span={row.span} own={own}>
        <button
          type="button"
          aria-label={barName(m, row.span)}
          data-milestone-id={m.id}
          className="absolute top-[11px] h-3.5 rounded-t-sm"
          style={{ left: x0, width }}
        >
          <span
            aria-hidden
            className="absolute inset-x-0 top-0 h-2 rounded-t-sm"
            style={{ backgroundColor: color, backgroundImage: done ? HATCH : undefined }}
          />
          <span
            aria-hidden
            className="absolute top-2 left-0 border-t-[6px] border-r-[6px] border-r-transparent"
            style={end}
          />
          <span
            aria-hidden
            className="absolute top-2 right-0 border-t-[6px] border-l-[6px] border-l-transparent"
            style={end}
          />
        </button>
      </Details>
      <BarLabel left={x0 + width + 6} done={done} bold>
        {m.name}
      </BarLabel>
    </>
  );
}

// Clicking (or Enter on) a bar opens its details.
function Details({
  milestone,
  span,
  phase,
  own,
  children,
}: {
  milestone: Milestone;
  span: Span | null;
  phase?: PhaseInfo;
  own?: PhaseInfo;
  children: ReactNode;
}) {
  return (
    <Popover>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent aria-labelledby={detailsHeadingId(milestone)} align="start" className="w-80">
        <BarDetails milestone={milestone} span={span} phase={phase} own={own} />
      </PopoverContent>
    </Popover>
  );
}

// The name beside the bar (never on it, so no bar colour can make it unreadable). The bar's button carries the
// same text as its accessible name.
function BarLabel({
  left,
  done,
  bold,
  children,
}: {
  left: number;
  done: boolean;
  bold: boolean;
  children: ReactNode;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        "pointer-events-none absolute top-1/2 flex -translate-y-1/2 items-center gap-1 text-xs whitespace-nowrap text-foreground",
        bold && "font-semibold",
      )}
      style={{ left }}
    >
      {done && <Check className="size-3.5 shrink-0" />}
      {children}
    </span>
  );
}

// The baseline (planned) dates: a thin grey bar under the main one, or a small grey diamond for a checkpoint.
function BaselineMark({ span, range, zoom, point }: { span: Span; range: Span; zoom: Zoom; point: boolean }) {
  const x0 = dateToX(span.start, range, zoom);
  if (point)
    return (
      <span
        aria-hidden
        data-baseline
        className="absolute top-[26px] size-2 -translate-x-1/2 rotate-45 bg-muted-foreground/70"
        style={{ left: x0 }}
      />
    );
  return (
    <span
      aria-hidden
      data-baseline
      className="absolute top-[27px] h-1 rounded-full bg-muted-foreground/70"
      style={{ left: x0, width: Math.max(MIN_BAR_W, dateToX(span.end, range, zoom) - x0) }}
    />
  );
}

// A row without dates says so at the visible start of the chart.
function NoDates({ text = "No dates" }: { text?: string }) {
  return (
    <span
      className="sticky top-0 inline-flex h-full items-center text-xs text-muted-foreground italic"
      style={{ left: NAMES_W + 8 }}
    >
      {text}
    </span>
  );
}
