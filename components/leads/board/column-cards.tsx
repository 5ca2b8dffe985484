"use client";

import { useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useEffect } from "react";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { LeadCard } from "./lead-card";
import { boxRectGuess, observeBoxOffset, observeBoxRect, scrollBoxTo } from "./observe-box";
import type { PhaseOption } from "./move-menu";

// A card's height before it is measured: a card with no badge row (most are), so the first frame barely moves.
const CARD_ESTIMATE = 106;

// Sizes come from the virtualizer's ResizeObserver only: reading a card's height as it mounts forces a layout
// inside React's commit, once per column. The observer reports before the frame is painted.
function measureCard(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const key = instance.options.getItemKey(instance.indexFromElement(element));
  return instance.itemSizeCache.get(key) ?? CARD_ESTIMATE;
}

type Props = {
  // The column's phase name, and its leads that match the filters.
  name: string;
  shown: Lead[];
  // The column's scrolling box, around this list (null until it is mounted).
  scrollBox: HTMLDivElement | null;
  phases: PhaseOption[];
  canMove: boolean;
  onMove: (lead: Lead, to: PhaseOption) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

// A column's cards, virtualised, loading the next page as the end comes into view. Code of its own, fetched while
// the board hydrates, before the columns' leads arrive.
export function ColumnCards({ name, shown, scrollBox, phases, canMove, onMove, ...more }: Props) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's own API, used as documented
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollBox,
    estimateSize: () => CARD_ESTIMATE,
    measureElement: measureCard,
    observeElementRect: observeBoxRect,
    observeElementOffset: observeBoxOffset,
    scrollToFn: scrollBoxTo,
    initialRect: boxRectGuess(),
    overscan: 2,
    gap: 8,
    getItemKey: (i) => shown[i]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasMore, loadingMore, loadMore } = more;
  // The end of what is loaded is in view: fetch the next page.
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= shown.length - 3) loadMore();
  }, [hasMore, loadingMore, lastIndex, shown.length, loadMore]);

  // The list role sits on the cards' own parent, so an empty or loading column is no empty list.
  return (
    <div
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
      role={items.length > 0 ? "list" : undefined}
      aria-label={items.length > 0 ? `${name} leads` : undefined}
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
  );
}
