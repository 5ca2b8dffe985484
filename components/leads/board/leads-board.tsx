"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useShell } from "@/components/shell/environment-context";
import { can } from "@/lib/auth/permissions";
import type { BoardState } from "@/lib/leads/board-filters";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { boardSummaryOptions, leadPhasesOptions, OTHER_PHASES, type BoardSummary } from "@/lib/queries/leads";
import { BoardColumn } from "./board-column";
import { BoardScroller } from "./board-scroller";
import { boardAnnouncements, boardInstructions, focusMovedCard, phaseCoordinates } from "./board-keyboard";
import { useOtherColumn, usePhaseColumn } from "./column-sources";
import { LeadCard } from "./lead-card";
import type { PhaseOption } from "./move-menu";
import { useMoveLead } from "./use-move-lead";

// Prefer the column under the pointer; fall back to the one the card overlaps most.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

export function LeadsBoard({ filters }: { filters: BoardState }) {
  const { data: phases } = useSuspenseQuery(leadPhasesOptions());
  const { role } = useShell();
  const { data: summary } = useQuery(boardSummaryOptions(filters.contactId));
  const canMove = can(role, "records:write");
  const move = useMoveLead();
  const [dragging, setDragging] = useState<Lead | null>(null);
  // A small distance before a drag starts keeps clicks on the card's link working.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: phaseCoordinates }),
  );
  // Stable props keep the memoised cards from re-rendering when a drag starts or ends.
  const options: PhaseOption[] = useMemo(() => phases.map((p) => ({ id: p.id, name: p.name })), [phases]);
  const { mutate } = move;
  const onMove = useCallback(
    (lead: Lead, to: PhaseOption) => {
      if (lead.phaseId !== to.id) mutate({ lead, toPhaseId: to.id, toPhaseName: to.name });
    },
    [mutate],
  );
  const onDragStart = (e: DragStartEvent) => setDragging((e.active.data.current as { lead: Lead }).lead);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const lead = (e.active.data.current as { lead: Lead } | undefined)?.lead;
    const to = options.find((p) => p.id === e.over?.id);
    if (!lead || !to) return;
    onMove(lead, to);
    // The handle that had focus left with the card (keyboard, or the click that started a mouse drag): focus
    // follows the card to its new column rather than falling to the top of the page.
    focusMovedCard(lead.id, to.id, "drag");
  };
  const announcements = useMemo(
    () => boardAnnouncements((id) => options.find((p) => p.id === id)?.name ?? otherPhases.name),
    [options],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ screenReaderInstructions: boardInstructions, announcements }}
    >
      <BoardScroller dragging={dragging !== null}>
        {options.map((phase) => (
          <PhaseColumn
            key={phase.id}
            phase={phase}
            phases={options}
            filters={filters}
            canMove={canMove}
            onMove={onMove}
            summary={summary}
          />
        ))}
        <OtherPhasesColumn
          phases={options}
          filters={filters}
          canMove={canMove}
          onMove={onMove}
          summary={summary}
        />
      </BoardScroller>
      <DragOverlay dropAnimation={null}>
        {dragging ? <LeadCard lead={dragging} phases={options} canMove={false} onMove={onMove} /> : null}
      </DragOverlay>
    </DndContext>
  );
}

type ColumnProps = {
  phases: PhaseOption[];
  filters: BoardState;
  canMove: boolean;
  onMove: (lead: Lead, to: PhaseOption) => void;
  summary?: BoardSummary;
};

function PhaseColumn({ phase, summary, ...props }: ColumnProps & { phase: PhaseOption }) {
  const source = usePhaseColumn(phase.id, props.filters, summary);
  return <BoardColumn phase={phase} source={source} {...props} />;
}

const otherPhases = { id: OTHER_PHASES, name: "Other phases" } as const;

// Leads whose phase id is not in the phase list (an account's phase the list left out, or one added since):
// a column of their own, shown only when the background summary found any, from which each can be moved into
// a listed phase.
function OtherPhasesColumn({ summary, ...props }: ColumnProps) {
  const source = useOtherColumn(props.filters, summary);
  if (source.leads.length === 0) return null;
  return <BoardColumn phase={otherPhases} source={source} {...props} />;
}
