"use client";

import { useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { lazyModule } from "@/components/ui/lazy-module";
import { SkeletonList } from "@/components/ui/skeleton";
import { cardMatches, type BoardState } from "@/lib/leads/board-filters";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { OTHER_PHASES } from "@/lib/leads/queries";
import { cn } from "@/lib/utils";
import { useColumnDrop } from "./board-drag";
import { COLUMN_WIDTH } from "./board-scroller";
import type { PhaseOption } from "./move-menu";

// The cards' virtualised list (react-virtual with it): fetched as soon as this code runs in the browser, so it is
// there by the time the columns' leads, which load after hydration, arrive.
const columnCards = lazyModule(() => import("./column-cards"));
if (typeof window !== "undefined") columnCards.load().catch(() => undefined);

const NO_LEADS: Lead[] = [];

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
// the "Load more" button; ./column-cards.tsx), and the whole column is a drop target.
export function BoardColumn({ phase, phases, filters, canMove, onMove, source }: Props) {
  const other = phase.id === OTHER_PHASES;
  // The cards render in a background pass React splits into short slices, not in the update that brought the
  // leads, so eight columns' cards arriving together never block input for long (Lighthouse's blocking time).
  const leads = useDeferredValue(source.leads, NO_LEADS);
  const settling = leads !== source.leads;
  const shown = useMemo(() => leads.filter((l) => cardMatches(l, filters)), [leads, filters]);
  // Nothing can be moved into a phase the console does not know.
  const { ref, isOver } = useColumnDrop(phase, !canMove || other);
  // State, not a ref: a column mounting with its cards already known renders them in the same commit as the box,
  // before a ref would be set; the state update renders them again with it.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const cards = columnCards.useModule(true);
  const { hasMore, loadingMore, loadMore } = source;
  const headingId = `phase-${phase.id}-heading`;

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-phase-id={phase.id}
      className={cn(
        // The width comes from the board's width (board-scroller.tsx), so a whole number of columns fits.
        "flex shrink-0 snap-start flex-col rounded-lg border bg-muted/40",
        COLUMN_WIDTH,
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
      {/* Off-screen columns (scrolled out of the board) skip style and layout until they come into view. */}
      <div
        ref={setScrollBox}
        className="h-[65vh] overflow-y-auto p-2 contain-strict [content-visibility:auto]"
      >
        {source.status === "pending" || (settling && leads.length === 0) || (!cards && shown.length > 0) ? (
          <SkeletonList count={3} item="h-28 w-full" className="space-y-2" />
        ) : shown.length === 0 && !hasMore ? (
          <p className="p-2 text-center text-xs text-muted-foreground">No leads</p>
        ) : (
          cards && (
            <cards.ColumnCards
              name={phase.name}
              shown={shown}
              scrollBox={scrollBox}
              phases={phases}
              canMove={canMove}
              onMove={onMove}
              hasMore={hasMore}
              loadingMore={loadingMore}
              loadMore={loadMore}
            />
          )
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
