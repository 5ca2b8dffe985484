"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

// What the command palette (Ctrl/⌘-K) can run besides going to pages and records: each page, table part or
// selection fills this list while it is on screen, so the palette never imports page code.
export type PaletteGroup = "This page" | "Selected rows" | "Saved views" | "Go to";
export type PaletteAction = { id: string; label: string; group: PaletteGroup; run: () => void };

const sources = new Map<symbol, PaletteAction[]>();
const listeners = new Set<() => void>();
const none: PaletteAction[] = [];
let snapshot: PaletteAction[] = none;

function publish() {
  snapshot = [...sources.values()].flat();
  for (const l of listeners) l();
}

// Offers `actions` while the calling component is mounted (the latest ones: their closures see current state).
export function usePaletteActions(actions: PaletteAction[]) {
  const [key] = useState(() => Symbol("palette-source"));
  useEffect(() => {
    sources.set(key, actions);
    publish();
  }, [key, actions]);
  useEffect(
    () => () => {
      sources.delete(key);
      publish();
    },
    [key],
  );
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const usePaletteActionList = () =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => none,
  );

// Actions whose label holds every typed word, in the order the page gave them.
export function matchActions(actions: PaletteAction[], text: string) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return actions.filter((a) => words.every((w) => `${a.label} ${a.group}`.toLowerCase().includes(w)));
}
