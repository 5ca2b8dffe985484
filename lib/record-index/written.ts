import type { IndexRow } from "./types";

// What this process last wrote by write-through, so re-reading the same records skips identical rows (each
// rewrite is a new row version in every index). Skipped for at most REWRITE_AFTER_MS, which covers what this
// process cannot see: a rebuild, or another writer's stale client name.
export const REWRITE_AFTER_MS = 30_000;
const MAX_ROWS = 50_000;

type Entry = { fingerprint: string; writtenAt: number };

export function fingerprintOf(row: IndexRow): string {
  const { updatedAt, ...rest } = row;
  return JSON.stringify([rest, row.kind === "client" ? null : updatedAt.getTime()]);
}

export class WrittenRows {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly max = MAX_ROWS,
    private readonly rewriteAfterMs = REWRITE_AFTER_MS,
  ) {}

  private static key(environment: string, kind: string, id: number) {
    return `${environment}\n${kind}\n${id}`;
  }

  // The rows not written as they are within the bound, each with its fingerprint to remember after the write.
  changed(environment: string, rows: IndexRow[], now: number): { row: IndexRow; fingerprint: string }[] {
    const todo: { row: IndexRow; fingerprint: string }[] = [];
    for (const row of rows) {
      const fingerprint = fingerprintOf(row);
      const seen = this.entries.get(WrittenRows.key(environment, row.kind, row.id));
      if (seen && seen.fingerprint === fingerprint && now - seen.writtenAt < this.rewriteAfterMs) continue;
      todo.push({ row, fingerprint });
    }
    return todo;
  }

  // After a successful write of these rows (started at `startedAt`).
  remember(environment: string, written: { row: IndexRow; fingerprint: string }[], startedAt: number): void {
    for (const { row, fingerprint } of written) {
      const key = WrittenRows.key(environment, row.kind, row.id);
      // Re-inserted at the end: the map's order is the order of writes, oldest first out.
      this.entries.delete(key);
      this.entries.set(key, { fingerprint, writtenAt: startedAt });
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(key);
    }
  }

  // A row removed (or found gone): whatever is read next is written.
  forget(environment: string, kind: string, id: number): void {
    this.entries.delete(WrittenRows.key(environment, kind, id));
  }

  get size(): number {
    return this.entries.size;
  }
}
