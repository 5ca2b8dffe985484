"use client";

import { CheckCircle2, Diamond, FolderOpen, RectangleHorizontal } from "lucide-react";
import { memo } from "react";
import { MilestoneActions } from "@/components/schedule/edit";
import type { ScheduleParent } from "@/components/schedule/use-milestone-mutations";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { NO_PHASE_LABEL, type ScheduleRow, type Span, type Zoom } from "@/lib/schedule/layout";
import { cn } from "@/lib/utils";
import type { PhaseInfo } from "./bar-details";
import { NAMES_W, ROW_H } from "./constants";
import { MilestoneBar } from "./milestone-bar";

// A row of the timeline: a milestone, or the "No phase" heading above milestones whose PHASE is missing.
export type DisplayRow = { kind: "milestone"; row: ScheduleRow } | { kind: "heading"; label: string };

export function displayRows(rows: readonly ScheduleRow[]): DisplayRow[] {
  const out: DisplayRow[] = [];
  let headed = false;
  for (const row of rows) {
    if (row.orphan && !headed) {
      out.push({ kind: "heading", label: NO_PHASE_LABEL });
      headed = true;
    }
    out.push({ kind: "milestone", row });
  }
  return out;
}

const TYPE_ICON: Record<Milestone["milestoneType"], typeof Diamond> = {
  PHASE: FolderOpen,
  ITEM: RectangleHorizontal,
  CHECKPOINT: Diamond,
};

// Phase rows are tinted; the sticky names column needs an opaque tint of the same look.
const PHASE_BG = "bg-[color-mix(in_srgb,var(--muted)_55%,var(--background))]";

type Props = {
  item: DisplayRow;
  index: number;
  total: number;
  top: number;
  chartWidth: number;
  range: Span;
  zoom: Zoom;
  canEdit: boolean;
  parent: ScheduleParent;
  phase?: PhaseInfo;
  own?: PhaseInfo;
};

// Positioned by the virtualiser; memoised, so scrolling renders only the rows that come into view.
export const TimelineRow = memo(function TimelineRow(props: Props) {
  const { item, index, total, top, chartWidth } = props;
  const isPhase = item.kind === "heading" || item.row.milestone.milestoneType === "PHASE";
  return (
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={total}
      data-row-index={index}
      className={cn("absolute top-0 left-0 flex border-b border-border", isPhase && PHASE_BG)}
      style={{ height: ROW_H, width: NAMES_W + chartWidth, transform: `translateY(${top}px)` }}
    >
      {item.kind === "heading" ? (
        <div
          className={cn(
            "sticky left-0 z-10 flex h-full shrink-0 items-center border-r px-2.5 text-sm font-semibold italic",
            PHASE_BG,
          )}
          style={{ width: NAMES_W }}
        >
          {item.label}
        </div>
      ) : (
        <>
          <NameCell {...props} row={item.row} isPhase={isPhase} />
          <div className="relative h-full overflow-clip" style={{ width: chartWidth }}>
            <MilestoneBar
              row={item.row}
              range={props.range}
              zoom={props.zoom}
              canEdit={props.canEdit}
              phase={props.phase}
              own={props.own}
            />
          </div>
        </>
      )}
    </div>
  );
});

function NameCell({ row, isPhase, canEdit, parent }: Props & { row: ScheduleRow; isPhase: boolean }) {
  const m = row.milestone;
  const Icon = TYPE_ICON[m.milestoneType];
  return (
    <div
      className={cn(
        "sticky left-0 z-10 flex h-full shrink-0 items-center gap-1.5 border-r pr-1 text-sm",
        isPhase ? PHASE_BG : "bg-background",
      )}
      style={{ width: NAMES_W, paddingLeft: row.depth ? 28 : 10 }}
    >
      <Icon aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
      <span className={cn("min-w-0 flex-1 truncate", isPhase && "font-semibold")} title={m.name}>
        {m.name}
      </span>
      {m.status === "COMPLETED" && (
        <>
          <CheckCircle2 aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">(completed)</span>
        </>
      )}
      {canEdit && <MilestoneActions milestone={m} parent={parent} />}
    </div>
  );
}
