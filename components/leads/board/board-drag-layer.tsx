"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { memo, useLayoutEffect, useState, useSyncExternalStore } from "react";
import type { Lead } from "@/lib/partner-api/contract/reader";
import type { BoardDrag, CardEntry, ColumnEntry, ColumnId } from "./board-drag";
import { boardInstructions, focusMovedCard, phaseCoordinates } from "./board-keyboard";
import { LeadCard } from "./lead-card";
import type { PhaseOption } from "./move-menu";

// dnd-kit on the board (./board-drag.ts): context, a draggable per card and a drop target per column, bound to
// registered elements (they render nothing), and the overlay. Loaded after the board's first render.

// Prefer the column under the pointer; fall back to the one the card overlaps most.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

const leadOf = (e: { active: { data: { current?: unknown } } }) =>
  (e.active.data.current as { lead?: Lead } | undefined)?.lead;

type Props = {
  drag: BoardDrag;
  phases: PhaseOption[];
  onMove: (lead: Lead, to: PhaseOption) => void;
  announcements: Announcements;
};

export function BoardDragLayer({ drag, phases, onMove, announcements }: Props) {
  const { cards, columns } = useSyncExternalStore(drag.subscribeEntries, drag.entries, drag.entries);
  const [dragging, setDragging] = useState<Lead | null>(null);
  // A small distance before a drag starts keeps clicks on the card's link working.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: phaseCoordinates }),
  );
  const onDragStart = (e: DragStartEvent) => {
    const lead = leadOf(e);
    setDragging(lead ?? null);
    drag.setDrag({ active: lead?.id ?? null });
  };
  const end = () => {
    setDragging(null);
    drag.setDrag({ active: null, over: null });
  };
  const onDragEnd = (e: DragEndEvent) => {
    end();
    const lead = leadOf(e);
    const to = phases.find((p) => p.id === e.over?.id);
    if (!lead || !to) return;
    onMove(lead, to);
    // The handle that had focus left with the card (keyboard, or the click that started a mouse drag): focus
    // follows the card to its new column rather than falling to the top of the page.
    focusMovedCard(lead.id, to.id, "drag");
  };

  return (
    <DndContext
      // Its own instructions' id; the handles point at the board's copy, there before this layer loads.
      id="leads-board-dnd"
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragOver={(e: DragOverEvent) => drag.setDrag({ over: (e.over?.id as ColumnId | undefined) ?? null })}
      onDragEnd={onDragEnd}
      onDragCancel={end}
      accessibility={{ screenReaderInstructions: boardInstructions, announcements }}
    >
      {columns.map((c) => (
        <DropTarget key={c.phase.id} entry={c} />
      ))}
      {cards.map((c) => (
        <Draggable key={c.lead.id} entry={c} drag={drag} />
      ))}
      <DragOverlay dropAnimation={null}>
        {dragging ? <LeadCard lead={dragging} phases={phases} canMove={false} onMove={onMove} /> : null}
      </DragOverlay>
    </DndContext>
  );
}

// A card's draggable: dnd-kit measures the card's element, and its listeners go to the card's handle.
const Draggable = memo(function Draggable({ entry, drag }: { entry: CardEntry; drag: BoardDrag }) {
  const { lead, node } = entry;
  const { setNodeRef, listeners } = useDraggable({ id: lead.id, data: { lead } });
  useLayoutEffect(() => setNodeRef(node), [setNodeRef, node]);
  useLayoutEffect(() => (listeners ? drag.bind(lead.id, listeners) : undefined), [drag, lead.id, listeners]);
  return null;
});

// A column's drop target: its whole section.
const DropTarget = memo(function DropTarget({ entry }: { entry: ColumnEntry }) {
  const { phase, node } = entry;
  const { setNodeRef } = useDroppable({ id: phase.id, data: { phase } });
  useLayoutEffect(() => setNodeRef(node), [setNodeRef, node]);
  return null;
});
