import type { IndexRow } from "./types";

// What this process last wrote to the index by write-through, per row, so that reading the same records again
// (a list page opened by many people, or polled) does not rewrite identical rows: each rewrite is a new row
// version with entries in every index of index_records (the trigram GIN included), which cost the console's
// hop more CPU than the rest of its work together (issue 15). Pure and in memory; nothing here is shared across
// processes.
//
// A row is skipped only while its fingerprint (every column it writes; a client row's stamp excepted, which is
// the time of reading) equals the one this process last wrote successfully, and for at most REWRITE_AFTER_MS
// after that write. A changed record is always written at once. The bound covers what this process cannot see:
// an index rebuilt meanwhile, or another writer's stale client name (an event delivered late) that a re-read
// would have corrected before; the project and lead columns are versioned by updatedAt in the store, so an
// older version written by anyone else never replaced what this process wrote.
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

  // The rows that must be written: those this process has not written as they are within the bound. Each comes
  // with its fingerprint, to remember once the write succeeded.
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
