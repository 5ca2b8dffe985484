"use client";

import type { Freshness } from "@/lib/queries/record-index";
import { freshnessText, indexUsable } from "./freshness";

// Says where a table's order comes from: the record index across every page (and how fresh it is), or, when
// the index cannot give it, the rows of this page only (today's behaviour).
export function IndexOrderNote({
  by,
  what,
  freshness,
  reason,
}: {
  // The column's title, e.g. "Name"; nothing when the table is not sorted.
  by?: string;
  what: string;
  freshness?: Freshness;
  // Why the index was not used although it may be usable (e.g. a filter it does not hold).
  reason?: string;
}) {
  if (!by) return null;
  const fromIndex = !reason && indexUsable(freshness);
  return (
    <p role="status" className="pb-2 text-xs text-muted-foreground">
      {fromIndex ? (
        <>
          Sorted by {by.toLowerCase()} across all {what}, from the record index ({freshnessText(freshness!)}
          {freshness!.state === "indexing" ? `; ${what} not yet indexed are missing from this order` : ""}).
        </>
      ) : (
        <>
          Sorted by {by.toLowerCase()} within this page only:{" "}
          {reason ?? (freshness ? freshnessText(freshness) : "the record index is not available")}.
        </>
      )}
    </p>
  );
}
