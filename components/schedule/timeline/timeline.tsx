"use client";

import {
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Modifier,
} from "@dnd-kit/core";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from "react";
import type { ScheduleParent } from "@/components/schedule/use-milestone-mutations";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import {
  buildRows,
  dateToX,
  deltaDays,
  pxPerDay,
  timelineRange,
  xToDate,
  type ScheduleRow,
  type Span,
  type Zoom,
} from "@/lib/schedule/layout";
import type { PhaseInfo } from "./bar-details";
import { HEADER_H, KEYS_HELP_ID, NAMES_W, ROW_H } from "./constants";
import { createDragStore, DragStoreContext, type DragStore } from "./drag-store";
import type { DragData } from "./milestone-bar";
import { createNoticeStore, MoveNotice } from "./move-notice";
import { GridLines, TimelineHeader } from "./timeline-axis";
import { displayRows, TimelineRow } from "./timeline-row";
import { MoverContext, useMover } from "./use-mover";
import { KeyboardHint } from "@/components/ui/keyboard-hint";

export type TimelineHandle = { scrollToToday: () => void };

type Props = {
  milestones: readonly Milestone[];
  parent: ScheduleParent;
  canEdit: boolean;
  zoom: Zoom;
  ref?: Ref<TimelineHandle>;
};

// Bars move sideways only, by whole days.
const horizontalOnly: Modifier = ({ transform }) => ({ ...transform, y: 0 });
const snapToDays =
  (zoom: Zoom): Modifier =>
  ({ transform }) => ({ ...transform, x: Math.round(transform.x / pxPerDay(zoom)) * pxPerDay(zoom) });

const dragData = (e: { active: { data: { current?: unknown } } }) =>
  e.active.data.current as DragData | undefined;

// The Gantt view: a sticky names column and a sticky time axis around one scroll area, so names and bars always
// scroll together; only the rows in view (plus a few) are in the DOM.
export function Timeline(props: Props) {
  // The drag context sits above the scroller: scrolling re-renders the scroller alone, so the context (which every
  // bar reads) keeps its value and the memoised rows already in view are not rendered again.
  return (
    <DragLayer zoom={props.zoom} parent={props.parent}>
      <TimelineScroller {...props} />
    </DragLayer>
  );
}

function TimelineScroller({ milestones, parent, canEdit, zoom, ref }: Props) {
  const [now] = useState(() => Date.now());
  const rows = useMemo(() => buildRows(milestones), [milestones]);
  const items = useMemo(() => displayRows(rows), [rows]);
  const range = useMemo(() => timelineRange(rows, now, zoom), [rows, now, zoom]);
  const chartWidth = Math.ceil(dateToX(range.end, range, zoom));
  const todayX = dateToX(now, range, zoom);
  const phases = useMemo(() => phaseInfo(milestones), [milestones]);

  const scrollRef = useRef<HTMLDivElement>(null);
  // The last scroll position the user saw: read before a re-render shrinks the chart and the browser clamps it.
  const scrollLeft = useRef(0);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  // The focused row stays rendered when scrolled away, so focus is never dropped on the floor.
  const rangeExtractor = useCallback(
    (r: Range) => {
      const base = defaultRangeExtractor(r);
      if (focusIndex == null || focusIndex >= r.count || base.includes(focusIndex)) return base;
      return [...base, focusIndex].sort((a, b) => a - b);
    },
    [focusIndex],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's own API, used as documented
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_H,
    overscan: 8,
    scrollMargin: HEADER_H,
    scrollPaddingStart: HEADER_H,
    rangeExtractor,
    getItemKey: (i) => {
      const item = items[i]!;
      return item.kind === "heading" ? "heading" : item.row.milestone.id;
    },
  });

  // Keeps the view steady: the schedule (or today) in view at first, the centre date across a zoom change, and the
  // same dates under the same pixels when an edit widens or narrows the chart on its left.
  const shown = useRef<{ range: Span; zoom: Zoom } | null>(null);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const visible = el.clientWidth - NAMES_W;
    const prev = shown.current;
    if (!prev) el.scrollLeft = firstView(rows, range, zoom, todayX, visible);
    else if (prev.zoom !== zoom) {
      const centre = xToDate(scrollLeft.current + visible / 2, prev.range, prev.zoom);
      el.scrollLeft = dateToX(centre, range, zoom) - visible / 2;
    } else if (prev.range.start !== range.start)
      el.scrollLeft = scrollLeft.current + dateToX(prev.range.start, range, zoom);
    scrollLeft.current = el.scrollLeft;
    shown.current = { range, zoom };
  }, [rows, range, zoom, todayX]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToToday: () => {
        const el = scrollRef.current;
        if (!el) return;
        const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        el.scrollTo({ left: todayX - (el.clientWidth - NAMES_W) / 2, behavior: still ? "auto" : "smooth" });
      },
    }),
    [todayX],
  );

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>("[data-row-index]");
    if (row) setFocusIndex(Number(row.dataset.rowIndex));
  };

  const total = items.length;
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Timeline"
      tabIndex={0}
      onScroll={(e) => (scrollLeft.current = e.currentTarget.scrollLeft)}
      className="relative h-[calc(100dvh-17rem)] min-h-96 overflow-auto overscroll-contain rounded-md border bg-background"
      style={{ scrollPaddingTop: HEADER_H, scrollPaddingLeft: NAMES_W }}
      data-testid="timeline-scroller"
    >
      <div style={{ width: NAMES_W + chartWidth }}>
        <TimelineHeader range={range} zoom={zoom} chartWidth={chartWidth} now={now} todayX={todayX} />
        <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
          <GridLines range={range} zoom={zoom} chartWidth={chartWidth} todayX={todayX} />
          <div role="list" aria-label="Milestones" onFocus={onFocus}>
            {virtualizer.getVirtualItems().map((v) => {
              const item = items[v.index]!;
              const m = item.kind === "milestone" ? item.row.milestone : undefined;
              return (
                <TimelineRow
                  key={v.key}
                  item={item}
                  index={v.index}
                  total={total}
                  top={v.start - HEADER_H}
                  chartWidth={chartWidth}
                  range={range}
                  zoom={zoom}
                  canEdit={canEdit}
                  parent={parent}
                  phase={m?.parentMilestoneId ? phases.get(m.parentMilestoneId) : undefined}
                  own={m?.milestoneType === "PHASE" ? phases.get(m.id) : undefined}
                />
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}

// How to move a bar from the keyboard: the description of each movable bar (see MilestoneBar).
const KEYS_HELP =
  "On a bar: arrow keys move it by a day, Shift with arrows by a week, Alt with arrows change its due date; " +
  "Escape cancels. Each move is saved, with Undo in the notification (Alt+T).";

// Where the chart starts out: at the schedule's first date, so the rows at the top show their bars (they come first
// by position, which is mostly by date); today when nothing is dated. "Today" in the toolbar goes to today.
function firstView(rows: readonly ScheduleRow[], range: Span, zoom: Zoom, todayX: number, visible: number) {
  let first = Infinity;
  for (const r of rows) if (r.span) first = Math.min(first, dateToX(r.span.start, range, zoom));
  return Number.isFinite(first) ? first - 2 * pxPerDay(zoom) : todayX - visible / 3;
}

// Each PHASE's name and how many of its children are done, for the bars' details.
function phaseInfo(milestones: readonly Milestone[]): Map<string, PhaseInfo> {
  const out = new Map<string, PhaseInfo>();
  for (const m of milestones)
    if (m.milestoneType === "PHASE") out.set(m.id, { name: m.name, children: 0, completed: 0 });
  for (const m of milestones) {
    const p = m.parentMilestoneId ? out.get(m.parentMilestoneId) : undefined;
    if (!p) continue;
    p.children++;
    if (m.status === "COMPLETED") p.completed++;
  }
  return out;
}

// Drag a bar (or its right-end handle for the due date), or use the keys: a preview through the drag store,
// then one optimistic PATCH and a toast with Undo (./use-mover.ts). Nothing is draggable without write access.
function DragLayer({ zoom, parent, children }: { zoom: Zoom; parent: ScheduleParent; children: ReactNode }) {
  const [store] = useState<DragStore>(createDragStore);
  const [notice] = useState(createNoticeStore);
  const mover = useMover(parent, store, notice);
  // A few pixels before a drag starts, so a click still opens the bar's details.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const modifiers = useMemo(() => [horizontalOnly, snapToDays(zoom)], [zoom]);

  const preview = (e: DragStartEvent | DragMoveEvent, days: number) => {
    const d = dragData(e);
    if (d) store.set({ id: d.milestone.id, kind: d.kind, days, base: d.milestone, dropped: false });
  };
  const onDragEnd = (e: DragEndEvent) => {
    const d = dragData(e);
    const days = deltaDays(e.delta.x, zoom);
    if (!d || days === 0) return store.set(null);
    mover.commit(d.milestone, d.kind, days);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const d = dragData({ active });
      return (
        d && `Dragging ${d.milestone.name}. Drop to ${d.kind === "move" ? "move it" : "change its due date"}.`
      );
    },
    onDragMove: () => undefined,
    onDragOver: () => undefined,
    // A drop that moved the bar is announced by the mover, once saved ("Framing moved to …").
    onDragEnd: ({ active }) => {
      const d = dragData({ active });
      const p = store.get();
      if (!d) return undefined;
      return !p || p.id !== d.milestone.id || !p.dropped ? `${d.milestone.name} was not changed.` : undefined;
    },
    onDragCancel: ({ active }) => {
      const d = dragData({ active });
      return d && `${d.milestone.name} was not changed.`;
    },
  };

  return (
    <DragStoreContext.Provider value={store}>
      <MoverContext.Provider value={mover}>
        <KeyboardHint id={KEYS_HELP_ID}>{KEYS_HELP}</KeyboardHint>
        <MoveNotice store={notice} />
        <DndContext
          sensors={sensors}
          modifiers={modifiers}
          // Scroll the chart sideways near its edges; never up or down (a bar keeps its row).
          autoScroll={{ threshold: { x: 0.06, y: 0 } }}
          onDragStart={(e) => preview(e, 0)}
          onDragMove={(e) => preview(e, deltaDays(e.delta.x, zoom))}
          onDragEnd={onDragEnd}
          onDragCancel={() => store.set(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                "Drag the bar to move it, or its right end to change the due date; or use the row's actions.",
            },
          }}
        >
          {children}
        </DndContext>
      </MoverContext.Provider>
    </DragStoreContext.Provider>
  );
}
