"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import type { Milestone } from "@/lib/partner-api/contract/reader";

// Outside React state, so a pointer move re-renders only its bar. The preview stays after the drop until the
// cache holds the moved milestone or the PATCH settles, so the bar does not jump back for a frame.
export type DragKind = "move" | "resize";
export type DragPreview = { id: string; kind: DragKind; days: number; base: Milestone; dropped: boolean };

export type DragStore = ReturnType<typeof createDragStore>;

export function createDragStore() {
  let current: DragPreview | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => current,
    set(next: DragPreview | null) {
      const c = current;
      if (
        c === next ||
        (c &&
          next &&
          c.id === next.id &&
          c.kind === next.kind &&
          c.days === next.days &&
          c.base === next.base &&
          c.dropped === next.dropped)
      )
        return;
      current = next;
      emit();
    },
    // Ends a dropped preview once its PATCH has settled (unless another drag has begun since).
    settle(id: string) {
      if (current?.id === id && current.dropped) {
        current = null;
        emit();
      }
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const DragStoreContext = createContext<DragStore | null>(null);

const none = () => () => {};
const nothing = () => null;

// The live preview of the milestone's bar, if it is the one being dragged and its data is still what was dragged.
export function useDragPreview(m: Milestone): DragPreview | null {
  const store = useContext(DragStoreContext);
  const preview = useSyncExternalStore(
    store?.subscribe ?? none,
    () => {
      const c = store?.get() ?? null;
      return c?.id === m.id ? c : null;
    },
    nothing,
  );
  return preview && preview.base === m ? preview : null;
}
