"use client";

import { useDroppable } from "@dnd-kit/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cardMatches, type BoardState } from "@/lib/leads/board-filters";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { OTHER_PHASES } from "@/lib/queries/leads";
import { cn } from "@/lib/utils";
import { LeadCard } from "./lead-card";
import type { PhaseOption } from "./move-menu";

const CARD_ESTIMATE = 150;

// What a column shows, wherever its leads come from (a phase's pages, or the summary's "Other phases").
export type ColumnSource = {
  leads: Lead[];
  status: "pending" | "error" | "success";
  error?: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  // The header line under the phase name: count and sum, or what is still being worked out.
  summary: ReactNode;
  notice?: ReactNode;
};

type Props = {
  // A phase of the list, or the "Other phases" column (id OTHER_PHASES) of leads in phases the list lacks.
  phase: { id: number | typeof OTHER_PHASES; name: string };
  phases: PhaseOption[];
  filters: Pick<BoardState, "q" | "retired">;
  canMove: boolean;
  onMove: (lead: Lead, to: PhaseOption) => void;
  source: ColumnSource;
};

// One column: only the visible cards are rendered, the next page loads as the end comes into view (or with
// the "Load more" button), and the whole column is a drop target.
export function BoardColumn({ phase, phases, filters, canMove, onMove, source }: Props) {
  const other = phase.id === OTHER_PHASES;
  const shown = useMemo(() => source.leads.filter((l) => cardMatches(l, filters)), [source.leads, filters]);
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
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasMore, loadingMore, loadMore } = source;
  // The end of what is loaded is in view: fetch the next page.
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= shown.length - 3) loadMore();
  }, [hasMore, loadingMore, lastIndex, shown.length, loadMore]);
  const headingId = `phase-${phase.id}-heading`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-phase-id={phase.id}
      className={cn(
        // The width comes from the board (board-scroller.tsx), so a whole number of columns fits.
        "flex w-(--board-column,18rem) shrink-0 snap-start flex-col rounded-lg border bg-muted/40",
        isOver && "ring-2 ring-ring",
      )}
    >
      <header className="border-b px-3 py-2">
        <h2 id={headingId} className="text-sm font-semibold break-words">
          {phase.name}
        </h2>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {source.status === "pending" ? (
            "Loading…"
          ) : source.status === "error" ? (
            <span className="text-destructive">Could not load: {source.error}</span>
          ) : (
            source.summary
          )}
        </p>
        {source.notice}
      </header>
      <div ref={scrollRef} className="h-[65vh] overflow-y-auto p-2 contain-strict">
        {source.status === "pending" ? (
          <div className="space-y-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-28 w-full" />
            ))}
          </div>
        ) : shown.length === 0 && !hasMore ? (
          <p className="p-2 text-center text-xs text-muted-foreground">No leads</p>
        ) : (
          // The list role sits on the cards' own parent, so an empty or loading column is no empty list.
          <div
            className="relative w-full"
            style={{ height: virtualizer.getTotalSize() }}
            role={items.length > 0 ? "list" : undefined}
            aria-label={items.length > 0 ? `${phase.name} leads` : undefined}
          >
            {items.map((item) => (
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
      {hasMore && (
        <Button variant="ghost" size="sm" className="m-2 mt-0" disabled={loadingMore} onClick={loadMore}>
          {loadingMore ? "Loading more…" : `Load more ${phase.name} leads`}
        </Button>
      )}
    </section>
  );
}
