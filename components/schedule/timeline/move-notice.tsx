"use client";

import { Info, X } from "lucide-react";
import { useSyncExternalStore } from "react";

// `message` is read out (polite live region), `hints` shown until the next move or dismissed. Outside React
// state, like the drag store, so speaking re-renders this notice alone.
export type Notice = { message: string; hints: readonly string[]; seq: number };
export type NoticeStore = ReturnType<typeof createNoticeStore>;

export function createNoticeStore() {
  let current: Notice = { message: "", hints: [], seq: 0 };
  const listeners = new Set<() => void>();
  const set = (message: string, hints: readonly string[]) => {
    current = { message, hints, seq: current.seq + 1 };
    listeners.forEach((l) => l());
  };
  return {
    get: () => current,
    // A step of a keyboard move: read out, and the hints of the move before it are no longer current.
    say: (message: string) => set(message, []),
    show: (message: string, hints: readonly string[]) => set(message, hints),
    dismiss: () => set("", []),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const EMPTY: Notice = { message: "", hints: [], seq: 0 };

export function MoveNotice({ store }: { store: NoticeStore }) {
  const notice = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  return (
    <>
      {/* Always in the page, so assistive technology is listening before the first move. The hints are part of
          the message read out; the visible box below is not live, so nothing is read twice. */}
      <p role="status" aria-live="polite" className="sr-only">
        {[notice.message, ...notice.hints].filter(Boolean).join(" ")}
      </p>
      {notice.hints.length > 0 && (
        <div
          role="note"
          aria-labelledby="move-notice-title"
          className="flex items-start gap-2 rounded-md border border-amber-600/50 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="grid flex-1 gap-0.5">
            <p id="move-notice-title" className="font-medium">
              Check the order
            </p>
            <ul className="grid gap-0.5">
              {notice.hints.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            onClick={store.dismiss}
            className="rounded-sm p-0.5 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:hover:bg-amber-900"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">Dismiss the hint</span>
          </button>
        </div>
      )}
    </>
  );
}
