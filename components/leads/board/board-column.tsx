"use client";

import { useDroppable } from "@dnd-kit/core";
import { useQuery } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef } from "react";
import { UnreadableRecords } from "@/components/record/unreadable-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { cardMatches, type BoardState } from "@/lib/leads/board-filters";
import { budgetSum } from "@/lib/leads/move";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadColumnOptions, OTHER_PHASES } from "@/lib/queries/leads";
import { cn } from "@/lib/utils";
import { LeadCard } from "./lead-card";
import type { PhaseOption } from "./move-menu";

const money = new Intl.NumberFormat(undefined, {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const CARD_ESTIMATE = 150;

type Props = {
  // A phase of the list, or the "Other phases" column (id OTHER_PHASES) of leads in phases the list lacks.
  phase: { id: number | typeof OTHER_PHASES; name: string };
  phases: PhaseOption[];
  filters: Pick<BoardState, "q" | "retired" | "contactId">;
  canMove: boolean;
  onMove: (lead: Lead, to: PhaseOption) => void;
};

// One phase: its leads arrive on their own (so each column shows its count and sum as soon as it has them),
// only the visible cards are rendered, and the whole column is a drop target.
export function BoardColumn({ phase, phases, filters, canMove, onMove }: Props) {
  const other = phase.id === OTHER_PHASES;
  const known = useMemo(() => phases.map((p) => p.id), [phases]);
  const query = useQuery(leadColumnOptions(phase.id, filters.contactId, other ? known : undefined));
  const shown = useMemo(
    () => (query.data?.data ?? []).filter((l) => cardMatches(l, filters)),
    [query.data, filters],
  );
  // Nothing can be moved into a phase the console does not know.
  const { setNodeRef, isOver } = useDroppable({ id: phase.id, data: { phase }, disabled: !canMove || other });
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's own API, used as documented
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 4,
    gap: 8,
    getItemKey: (i) => shown[i]!.id,
  });
  const headingId = `phase-${phase.id}-heading`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-phase-id={phase.id}
      className={cn(
        "flex w-72 shrink-0 flex-col rounded-lg border bg-muted/40",
        isOver && "ring-2 ring-ring",
      )}
    >
      <header className="border-b px-3 py-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {phase.name}
        </h2>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {query.isPending ? (
            "Loading…"
          ) : query.isError ? (
            <span className="text-destructive">Could not load: {query.error.message}</span>
          ) : (
            <>
              <span data-testid="column-count">{shown.length}</span> {shown.length === 1 ? "lead" : "leads"} ·{" "}
              {money.format(budgetSum(shown))}
            </>
          )}
        </p>
        {other && (
          <p className="text-xs text-muted-foreground">
            Phases the phase list does not name; move a lead out with its menu.
          </p>
        )}
        <UnreadableRecords issues={query.data?.unreadable} />
      </header>
      <div
        ref={scrollRef}
        className="h-[65vh] overflow-y-auto p-2 contain-strict"
        role="list"
        aria-label={`${phase.name} leads`}
      >
        {query.isPending ? (
          <div className="space-y-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-28 w-full" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <p className="p-2 text-center text-xs text-muted-foreground">No leads</p>
        ) : (
          <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <LeadCard lead={shown[item.index]!} phases={phases} canMove={canMove} onMove={onMove} />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
