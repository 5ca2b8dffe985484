import { elementScroll, observeElementOffset, type Rect, type Virtualizer } from "@tanstack/react-virtual";

// A column box's size for its virtualizer, from a ResizeObserver alone: the library's own read forces a layout
// inside React's commit, once per column. Until the first report the virtualizer uses `boxRectGuess`.
export function observeBoxRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element) return;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    if (box) cb({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element, { box: "border-box" });
  return () => observer.disconnect();
}

// The box is 65vh tall (board-column.tsx): its size before the observer's first report.
export function boxRectGuess(): Rect {
  return { width: 0, height: typeof window === "undefined" ? 0 : Math.round(window.innerHeight * 0.65) };
}

// Boxes a person (or the board) has scrolled at least once.
const scrolled = new WeakSet<Element>();

// The library's scroll observer, noting that the box has been scrolled.
export function observeBoxOffset(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (offset: number, isScrolling: boolean) => void,
) {
  const element = instance.scrollElement;
  const mark = () => element && scrolled.add(element);
  element?.addEventListener("scroll", mark, { passive: true, once: true });
  const stop = observeElementOffset(instance, cb);
  return () => {
    element?.removeEventListener("scroll", mark);
    stop?.();
  };
}

// The virtualizer puts its box at its offset as it attaches, a write that also makes the browser lay the page
// out at once; a box never scrolled is at 0 already, so that write of 0 is left out.
export function scrollBoxTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  const element = instance.scrollElement;
  if (offset === 0 && !options.adjustments && element && !scrolled.has(element)) return;
  elementScroll(offset, options, instance);
}
