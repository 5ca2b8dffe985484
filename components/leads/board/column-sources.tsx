"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { UnreadableRecords } from "@/components/record/unreadable-notice";
import { cardMatches, type BoardState } from "@/lib/leads/board-filters";
import { leadMoney } from "@/lib/leads/money";
import { budgetSum } from "@/lib/leads/move";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadColumnOptions, type BoardSummary } from "@/lib/queries/leads";
import type { ColumnSource } from "./board-column";
import { pluralWord } from "@/lib/plural";

const money = leadMoney;
const time = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

type Filters = Pick<BoardState, "q" | "retired" | "contactId">;

// The budget sum of a phase as the background summary last computed it, and how current that is.
function SummarySum({
  summary,
  phaseId,
  retired,
}: {
  summary?: BoardSummary;
  phaseId: number;
  retired: boolean;
}) {
  if (!summary || summary.state === "pending") {
    const p = summary?.progress;
    return (
      <span>
        sum pending{p?.total ? ` (summing ${p.read.toLocaleString()} of ${p.total.toLocaleString()})` : "…"}
      </span>
    );
  }
  if (summary.state === "failed") return <span title={summary.error ?? undefined}>sum unavailable</span>;
  const t = summary.phases[String(phaseId)];
  const sum = t ? t.sum - (retired ? 0 : t.retiredSum) : 0;
  const asOf = summary.asOf ? time.format(new Date(summary.asOf)) : "";
  return (
    <span>
      <span data-testid="column-sum">{money.format(sum)}</span>
      {summary.state === "refreshing" && <span> (as of {asOf}, updating)</span>}
      {!retired && t && t.retired > 0 && <span> · {t.retired.toLocaleString()} retired hidden</span>}
    </span>
  );
}

// A phase's column: one page at a time from the API (its total is the count). A text search reads on through
// the phase, since the API cannot search by text: an explicit act, with its progress shown.
export function usePhaseColumn(phaseId: number, filters: Filters, summary?: BoardSummary): ColumnSource {
  const q = useInfiniteQuery(leadColumnOptions(phaseId, filters.contactId));
  const leads = useMemo(() => q.data?.pages.flatMap((p) => p.data) ?? [], [q.data]);
  const unreadable = useMemo(() => q.data?.pages.flatMap((p) => p.unreadable ?? []) ?? [], [q.data]);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = q;
  const searching = filters.q !== "";
  useEffect(() => {
    if (searching && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [searching, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const total = q.data?.pages[0]?.total ?? 0;
  let line;
  if (searching) {
    const matches = leads.filter((l) => cardMatches(l, filters));
    line = (
      <>
        <span data-testid="column-count">{matches.length}</span>{" "}
        {pluralWord(matches.length, "match", "matches")} · {money.format(budgetSum(matches))}
        {hasNextPage && ` · searching ${leads.length.toLocaleString()} of ${total.toLocaleString()}`}
      </>
    );
  } else {
    line = (
      <>
        <span data-testid="column-count">{total}</span> {pluralWord(total, "lead")} ·{" "}
        <SummarySum summary={summary} phaseId={phaseId} retired={filters.retired} />
      </>
    );
  }
  return {
    leads,
    status: q.status,
    error: q.error?.message,
    hasMore: Boolean(hasNextPage) && !searching,
    loadingMore: isFetchingNextPage,
    loadMore,
    summary: line,
    notice: <UnreadableRecords issues={unreadable} />,
  };
}

// The "Other phases" column: leads of phases the phase list does not name, found by the background summary.
export function useOtherColumn(filters: Filters, summary?: BoardSummary): ColumnSource {
  const leads: Lead[] = summary?.other ?? [];
  const shown = leads.filter((l) => cardMatches(l, filters));
  const asOf = summary?.asOf ? time.format(new Date(summary.asOf)) : "";
  return {
    leads,
    status: "success",
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
    summary: (
      <>
        <span data-testid="column-count">{shown.length}</span> {pluralWord(shown.length, "lead")} ·{" "}
        {money.format(budgetSum(shown))} (as of {asOf})
      </>
    ),
    notice: (
      <p className="text-xs text-muted-foreground">
        Phases the phase list does not name; move a lead out with its menu.
      </p>
    ),
  };
}
