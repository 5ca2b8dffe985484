"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/plural";
import { cn } from "@/lib/utils";

const MIN_COLUMN = 272; // px: a card's name, budget and menu side by side
const GAP = 12; // px: the board's gap-3

type View = { first: number; last: number; names: string[] };

// The board's columns, sized so a whole number of them fits the width (a column title is never cut at the
// edge), with a line saying which columns are in view and which are not, and buttons that scroll the board by
// a column. Scrolling snaps to a column's start, so a scroll by trackpad also ends on whole columns.
// While a card is being dragged the snapping is off: dnd-kit scrolls the board near its edges, and a snap after
// each small scroll would jump the columns under the pointer.
// `onIntent`: the pointer came onto the board, or focus or a key press came into it (the drag layer loads).
export function BoardScroller({
  children,
  dragging,
  onIntent,
}: {
  children: ReactNode;
  dragging: boolean;
  onIntent?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ first: 0, last: 0, names: [] });
  const [width, setWidth] = useState<number>();

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    const columns = Array.from(el.querySelectorAll<HTMLElement>(":scope > section"));
    const names = columns.map((c) => c.querySelector("h2")?.textContent ?? "");
    // A column counts as in view when most of it is (sub-pixel snapping leaves slivers at the edges).
    const inView = columns.map((c) => {
      const r = c.getBoundingClientRect();
      return Math.min(r.right, box.right) - Math.max(r.left, box.left) > r.width * 0.9;
    });
    const first = Math.max(0, inView.indexOf(true));
    const last = Math.max(first, inView.lastIndexOf(true));
    setView((v) =>
      v.first === first && v.last === last && v.names.join("\n") === names.join("\n")
        ? v
        : { first, last, names },
    );
  }, []);

  // The column width: the board's width shared by as many columns as fit at their minimum.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const w = el.clientWidth;
      const n = Math.max(1, Math.floor((w + GAP) / (MIN_COLUMN + GAP)));
      setWidth(Math.floor((w - (n - 1) * GAP) / n));
    };
    fit();
    const resize = new ResizeObserver(() => {
      fit();
      measure();
    });
    resize.observe(el);
    // Columns come and go ("Other phases" appears once the summary finds leads for it).
    const mutations = new MutationObserver(measure);
    mutations.observe(el, { childList: true });
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, [measure]);

  useEffect(measure, [measure, width]);

  const step = (dir: 1 | -1) => {
    const el = ref.current;
    if (!el || !width) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: dir * (width + GAP), behavior: still ? "auto" : "smooth" });
  };

  const { first, last, names } = view;
  const count = names.length;
  const before = names.slice(0, first);
  const after = names.slice(last + 1);
  return (
    <>
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-2 pb-2 text-sm">
          <Button
            variant="outline"
            size="sm"
            aria-disabled={before.length === 0}
            className="aria-disabled:opacity-50"
            onClick={() => before.length > 0 && step(-1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
            Earlier columns
          </Button>
          <p className="text-muted-foreground" aria-live="polite">
            Columns {first + 1}–{last + 1} of {plural(count, "phase")} in view
            {after.length > 0 && <>; further right: {after.join(", ")}</>}
            {before.length > 0 && <>; further left: {before.join(", ")}</>}
          </p>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={after.length === 0}
            className="aria-disabled:opacity-50"
            onClick={() => after.length > 0 && step(1)}
          >
            {after.length > 0 ? plural(after.length, "more column") : "More columns"}
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      )}
      <div
        ref={ref}
        onScroll={measure}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onKeyDown={onIntent}
        className={cn("flex gap-3 overflow-x-auto pb-3", !dragging && "snap-x snap-mandatory")}
        style={width ? ({ "--board-column": `${width}px` } as CSSProperties) : undefined}
        aria-label="Lead pipeline"
      >
        {children}
      </div>
    </>
  );
}
