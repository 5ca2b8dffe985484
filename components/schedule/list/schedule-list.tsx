"use client";

import { CheckCircle2, Circle } from "lucide-react";
import { useMemo } from "react";
import { MilestoneActions } from "@/components/schedule/edit";
import { barColor } from "@/components/schedule/timeline/colors";
import {
  baselineLabel,
  dayRange,
  durationLabel,
  STATUS_LABEL,
  TYPE_LABEL,
  wireDate,
} from "@/components/schedule/timeline/format";
import type { ScheduleParent } from "@/components/schedule/use-milestone-mutations";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { buildRows, NO_PHASE_LABEL, type ScheduleRow } from "@/lib/schedule/layout";
import { cn } from "@/lib/utils";

type Props = { milestones: readonly Milestone[]; parent: ScheduleParent; canEdit: boolean };

// A group of the table: a PHASE (its row heads the group) and its children, or the trailing "No phase" group.
type Group = { key: string; head: ScheduleRow | null; rows: ScheduleRow[] };

function groupsOf(rows: readonly ScheduleRow[]): Group[] {
  const out: Group[] = [];
  for (const row of rows) {
    if (row.milestone.milestoneType === "PHASE") out.push({ key: row.milestone.id, head: row, rows: [] });
    else if (row.orphan) {
      const last = out.at(-1);
      if (last && last.head === null) last.rows.push(row);
      else out.push({ key: "no-phase", head: null, rows: [row] });
    } else out.at(-1)?.rows.push(row);
  }
  return out;
}

const COLUMNS = ["Type", "Status", "Start", "Due", "Duration", "Baseline", "Location"];

// The schedule as a table, for keyboard and screen-reader users (and for reading exact dates): one row per
// milestone in timeline order, each PHASE heading its group. A PHASE's dates are its children's span.
export function ScheduleList({ milestones, parent, canEdit }: Props) {
  const groups = useMemo(() => groupsOf(buildRows(milestones)), [milestones]);
  const columns = COLUMNS.length + 1 + (canEdit ? 1 : 0);
  return (
    <div
      role="region"
      aria-labelledby="schedule-list-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-md border"
    >
      <table className="w-full text-sm">
        <caption id="schedule-list-caption" className="sr-only">
          Milestones, grouped by phase, in schedule order
        </caption>
        <thead className="border-b bg-background">
          <tr>
            <th scope="col" className="h-10 min-w-56 px-3 text-left font-medium">
              Name
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="h-10 px-3 text-left font-medium whitespace-nowrap">
                {c}
              </th>
            ))}
            {canEdit && (
              <th scope="col" className="h-10 px-3 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.key} className="border-b last:border-b-0">
            {g.head ? (
              <MilestoneRow row={g.head} parent={parent} canEdit={canEdit} />
            ) : (
              <tr className="bg-muted/40">
                <th scope="rowgroup" colSpan={columns} className="px-3 py-2 text-left font-semibold italic">
                  {NO_PHASE_LABEL}
                </th>
              </tr>
            )}
            {g.rows.map((row) => (
              <MilestoneRow key={row.milestone.id} row={row} parent={parent} canEdit={canEdit} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function MilestoneRow({
  row,
  parent,
  canEdit,
}: {
  row: ScheduleRow;
  parent: ScheduleParent;
  canEdit: boolean;
}) {
  const m = row.milestone;
  const phase = m.milestoneType === "PHASE";
  const done = m.status === "COMPLETED";
  const cell = "px-3 py-2 whitespace-nowrap";
  return (
    <tr className={cn("border-b last:border-b-0", phase && "bg-muted/40")}>
      <th
        scope={phase ? "rowgroup" : "row"}
        className={cn("px-3 py-2 text-left", phase ? "font-semibold" : "pl-9 font-normal")}
      >
        <span className="flex items-center gap-2">
          <span
            aria-hidden
            className="size-3 shrink-0 rounded-sm ring-1 ring-foreground/20"
            style={{ backgroundColor: barColor(m.color) }}
          />
          <span className="break-words">{m.name}</span>
        </span>
      </th>
      <td className={cell}>{TYPE_LABEL[m.milestoneType]}</td>
      <td className={cell}>
        <span className="flex items-center gap-1.5">
          {done ? <CheckCircle2 aria-hidden className="size-4" /> : <Circle aria-hidden className="size-4" />}
          {STATUS_LABEL[m.status]}
        </span>
      </td>
      <td className={cell}>{startCell(row)}</td>
      <td className={cell}>{dueCell(row)}</td>
      <td className={cell}>{durationLabel(m, row.span)}</td>
      <td className={cell}>{baselineLabel(m) ?? "—"}</td>
      <td className="px-3 py-2">{m.location ?? "—"}</td>
      {canEdit && (
        <td className="px-3 py-1 text-right">
          <MilestoneActions milestone={m} parent={parent} />
        </td>
      )}
    </tr>
  );
}

// A PHASE's start and due are its children's span (as calendar days); a CHECKPOINT has only a due date.
function startCell({ milestone: m, span }: ScheduleRow): string {
  if (m.milestoneType === "PHASE") return span ? dayRange(new Date(span.start), new Date(span.start)) : "—";
  if (m.milestoneType === "CHECKPOINT") return "—";
  return wireDate(m.startDate, m.wholeDay);
}

function dueCell({ milestone: m, span }: ScheduleRow): string {
  if (m.milestoneType === "PHASE") {
    if (!span) return "—";
    const last = new Date(Math.max(span.start, span.end - 1));
    return dayRange(last, last);
  }
  return wireDate(m.dueDate ?? m.startDate, m.wholeDay);
}
