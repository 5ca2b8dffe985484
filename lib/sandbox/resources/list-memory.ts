import "server-only";
import { ExpiringMemo } from "@/lib/cache/expiring-memo";

// What this process learnt about one list query under one list generation: its total and where some rows sit.
// Exact while the generation is unchanged; page-query.ts counts and walks from the start when it moved.
export type Known = { gen: string; total: number; anchors: [position: number, id: number][] };

const MAX_ANCHORS = 64;
// Bounds memory and how long an unused query is remembered; exactness never depends on it.
const KEEP_MS = 60_000;
const memory = new ExpiringMemo<Known>(2000);

// What is known of `key` under generation `gen` (nothing when it was learnt under another).
export function recall(key: string, gen: string): Known | undefined {
  const known = memory.get(key);
  return known?.gen === gen ? known : undefined;
}

// Remembers only a total under `gen`, for a list whose rows' positions are never used (the delivery log).
export function rememberTotal(key: string, gen: string, total: number): void {
  memory.set(key, { gen, total, anchors: [] }, Date.now() + KEEP_MS);
}

// What is known of `key` under whichever generation it was learnt; the page statement checks that one itself.
export function latest(key: string): Known | undefined {
  return memory.get(key);
}

// Drops what was learnt of `key`, when it is still `stale` (not something learnt since).
export function forget(key: string, stale: Known): void {
  if (memory.get(key) === stale) memory.delete(key);
}

// The known row nearest before `offset` (position ≤ offset), to start the walk from; [0, 0] is the list's start.
export function nearestAnchor(known: Known | undefined, offset: number): [position: number, id: number] {
  let best: [number, number] = [0, 0];
  for (const a of known?.anchors ?? []) if (a[0] <= offset && a[0] >= best[0]) best = a;
  return best;
}

// Remembers a served page under `gen`: its total and its first and last rows' positions, added to `known`.
export function learn(
  key: string,
  known: Known | undefined,
  page: { gen: string; total: number; offset: number; ids: number[] },
): void {
  const entry: Known = known?.gen === page.gen ? known : { gen: page.gen, total: page.total, anchors: [] };
  const first = page.ids[0];
  const last = page.ids.at(-1);
  if (first !== undefined && last !== undefined) {
    for (const a of [
      [page.offset, first],
      [page.offset + page.ids.length - 1, last],
    ] as [number, number][])
      if (!entry.anchors.some(([p]) => p === a[0])) entry.anchors.push(a);
    if (entry.anchors.length > MAX_ANCHORS) entry.anchors.splice(0, entry.anchors.length - MAX_ANCHORS);
  }
  memory.set(key, entry, Date.now() + KEEP_MS);
}
