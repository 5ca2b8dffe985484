"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { UnreadableRecords } from "@/components/record/unreadable-notice";
import { cardMatches, type BoardState } from "@/lib/leads/board-filters";
import { formatMoney } from "@/lib/format/money";
import { budgetSum } from "@/lib/leads/move";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadColumnOptions, type BoardSummary, type PhaseTotals } from "@/lib/leads/queries";
import type { ColumnSource } from "./board-column";
import { pluralWord } from "@/lib/plural";

const time = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const count = (n: number) => n.toLocaleString("en-US");
const noLeads: PhaseTotals = { count: 0, sum: 0, retired: 0, retiredSum: 0 };

type Filters = Pick<BoardState, "q" | "retired" | "contactId">;

// A phase column's count and budget sum describe the same cards: retired leads are in both only with "Show
// retired". Until the background summary is in, the count is the API's total, retired included, and says so.
function PhaseLine({
  summary,
  phaseId,
  retired,
  total,
}: {
  summary?: BoardSummary;
  phaseId: number;
  retired: boolean;
  total: number;
}) {
  if (!summary || summary.state === "pending" || summary.state === "failed") {
    const p = summary?.progress;
    return (
      <>
        <span data-testid="column-count">{total}</span> {pluralWord(total, "lead")}
        {retired ? "" : ", retired included"} ·{" "}
        {summary?.state === "failed" ? (
          <span title={summary.error ?? undefined}>sum unavailable</span>
        ) : (
          <span>sum pending{p?.total ? ` (summing ${count(p.read)} of ${count(p.total)})` : "…"}</span>
        )}
      </>
    );
  }
  const t = summary.phases[String(phaseId)] ?? noLeads;
  const shown = retired ? t.count : t.count - t.retired;
  const sum = retired ? t.sum : t.sum - t.retiredSum;
  const asOf = summary.asOf ? time.format(new Date(summary.asOf)) : "";
  return (
    <>
      <span data-testid="column-count">{shown}</span>{" "}
      {pluralWord(shown, !retired && t.retired > 0 ? "active lead" : "lead")} ·{" "}
      <span data-testid="column-sum">{formatMoney(sum)}</span>
      {t.retired > 0 &&
        (retired ? ` · incl. ${count(t.retired)} retired` : ` · ${count(t.retired)} retired hidden`)}
      {summary.state === "refreshing" && ` (as of ${asOf}, updating)`}
    </>
  );
}

// A phase's column: one page at a time from the API (its total is the count until the summary is in). A text search reads on through
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
        {pluralWord(matches.length, "match", "matches")} · {formatMoney(budgetSum(matches))}
        {hasNextPage && ` · searching ${leads.length.toLocaleString()} of ${total.toLocaleString()}`}
      </>
    );
  } else {
    line = <PhaseLine summary={summary} phaseId={phaseId} retired={filters.retired} total={total} />;
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
        {formatMoney(budgetSum(shown))} (as of {asOf})
      </>
    ),
    notice: (
      <p className="text-xs text-muted-foreground">
        Phases the phase list does not name; move a lead out with its menu.
      </p>
    ),
  };
}
