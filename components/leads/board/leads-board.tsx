"use client";

import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useShell } from "@/components/shell/environment-context";
import { KeyboardHint } from "@/components/ui/keyboard-hint";
import { lazyModule, whenIdle } from "@/components/ui/lazy-module";
import { can } from "@/lib/auth/permissions";
import type { BoardState } from "@/lib/leads/board-filters";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { boardSummaryOptions, leadPhasesOptions, OTHER_PHASES, type BoardSummary } from "@/lib/leads/queries";
import { BoardColumn } from "./board-column";
import {
  BoardDragContext,
  BOARD_DRAG_HELP_ID,
  createBoardDrag,
  useBoardDragging,
  type BoardDrag,
} from "./board-drag";
import { BoardScroller } from "./board-scroller";
import { boardAnnouncements, boardInstructions } from "./board-keyboard";
import { useOtherColumn, usePhaseColumn } from "./column-sources";
import type { PhaseOption } from "./move-menu";
import { useMoveLead } from "./use-move-lead";

// dnd-kit and the board's drag layer: not in the page's first load (./board-drag.ts).
const dragLayer = lazyModule(() => import("./board-drag-layer"));

// The drag layer once loaded: fetched when the browser is first idle after the board has rendered, or at once
// when the board is pointed at, focused, typed into or a handle is pressed, whichever comes first.
function useDragLayer(drag: BoardDrag, enabled: boolean) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!enabled || wanted) return;
    const want = () => setWanted(true);
    drag.setOnWant(want);
    const cancel = whenIdle(want);
    return () => {
      cancel();
      drag.setOnWant(null);
    };
  }, [drag, enabled, wanted]);
  return dragLayer.useModule(enabled && wanted);
}

export function LeadsBoard({ filters }: { filters: BoardState }) {
  const { data: phases } = useSuspenseQuery(leadPhasesOptions());
  const { role } = useShell();
  const { data: summary } = useQuery(boardSummaryOptions(filters.contactId));
  const canMove = can(role, "records:write");
  const move = useMoveLead();
  const [drag] = useState(createBoardDrag);
  const layer = useDragLayer(drag, canMove);
  const dragging = useBoardDragging(drag);
  // Stable props keep the memoised cards from re-rendering when a drag starts or ends.
  const options: PhaseOption[] = useMemo(() => phases.map((p) => ({ id: p.id, name: p.name })), [phases]);
  const { mutate } = move;
  const onMove = useCallback(
    (lead: Lead, to: PhaseOption) => {
      if (lead.phaseId !== to.id) mutate({ lead, toPhaseId: to.id, toPhaseName: to.name });
    },
    [mutate],
  );
  const announcements = useMemo(
    () => boardAnnouncements((id) => options.find((p) => p.id === id)?.name ?? otherPhases.name),
    [options],
  );

  return (
    <BoardDragContext.Provider value={canMove ? drag : null}>
      <BoardScroller dragging={dragging} onIntent={canMove ? drag.want : undefined}>
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
      {canMove && <KeyboardHint id={BOARD_DRAG_HELP_ID}>{boardInstructions.draggable}</KeyboardHint>}
      {layer && (
        <layer.BoardDragLayer drag={drag} phases={options} onMove={onMove} announcements={announcements} />
      )}
    </BoardDragContext.Provider>
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

// Leads whose phase the phase list lacks: a column of their own, shown only when the background summary found
// any, so each can be moved into a listed phase.
function OtherPhasesColumn({ summary, ...props }: ColumnProps) {
  const source = useOtherColumn(props.filters, summary);
  if (source.leads.length === 0) return null;
  return <BoardColumn phase={otherPhases} source={source} {...props} />;
}
