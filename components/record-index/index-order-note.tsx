"use client";

import type { Freshness } from "@/lib/record-index/queries";
import { freshnessText, indexUsable } from "./freshness";
import { LiveUpdates } from "./live-updates";

// Says where a table's order comes from: the record index across every page (and how fresh it is), or the rows
// of this page only.
export function IndexOrderNote({
  by,
  what,
  freshness,
  fallback,
}: {
  // The column's title, e.g. "Name"; nothing when the table is not sorted.
  by?: string;
  what: string;
  freshness?: Freshness;
  // Without the index: "page" sorts the rows shown, "none" keeps the API's order.
  fallback: "page" | "none";
}) {
  if (!by) return null;
  const fromIndex = indexUsable(freshness);
  const why = freshness ? freshnessText(freshness) : "the record index is not available";
  return (
    <p role="status" className="pb-2 text-xs text-muted-foreground">
      {fromIndex ? (
        <>
          Sorted by {by.toLowerCase()} across all {what}, from the record index ({freshnessText(freshness!)}
          {freshness!.state === "indexing" ? `; ${what} not yet indexed are missing from this order` : ""}
          <LiveUpdates />
          ).
        </>
      ) : fallback === "page" ? (
        <>
          Sorted by {by.toLowerCase()} within this page only: {why}.
        </>
      ) : (
        <>
          Not sorted by {by.toLowerCase()}: an order across pages needs the record index, and {why}.
        </>
      )}
    </p>
  );
}
