import type { IndexRow } from "./types";

// Rows wait here and are upserted one batch per environment at a time, coalescing by record: concurrent upserts
// queue on shared client-row locks. Past `maxPending` the oldest are dropped; the crawler's next pass writes them.
export type Pending = { row: IndexRow; fingerprint: string; readAt: number };

export class WriteQueue {
  private readonly waiting = new Map<string, Map<string, Pending>>();
  private readonly draining = new Map<string, Promise<void>>();
  dropped = 0;

  constructor(
    private readonly flush: (environment: string, batch: Pending[]) => Promise<void>,
    private readonly maxPending = 5_000,
    private readonly maxBatch = 1_000,
  ) {}

  add(environment: string, rows: Pending[]): void {
    let waiting = this.waiting.get(environment);
    if (!waiting) this.waiting.set(environment, (waiting = new Map()));
    for (const p of rows) {
      const k = `${p.row.kind}\n${p.row.id}`;
      waiting.delete(k); // re-inserted at the end: the map's order is the order of reads
      waiting.set(k, p);
    }
    for (const k of waiting.keys()) {
      if (waiting.size <= this.maxPending) break;
      waiting.delete(k);
      this.dropped++;
    }
    if (!this.draining.has(environment)) this.draining.set(environment, this.drain(environment));
  }

  // A record removed: a read of it still waiting must not bring it back.
  cancel(environment: string, kind: string, id: number): void {
    this.waiting.get(environment)?.delete(`${kind}\n${id}`);
  }

  // Resolves once nothing of this environment waits or is being written (for tests and shutdown).
  async idle(environment: string): Promise<void> {
    while (this.draining.has(environment)) await this.draining.get(environment);
  }

  private async drain(environment: string): Promise<void> {
    try {
      for (;;) {
        const waiting = this.waiting.get(environment);
        if (!waiting?.size) return;
        const batch: Pending[] = [];
        for (const [k, p] of waiting) {
          waiting.delete(k);
          batch.push(p);
          if (batch.length >= this.maxBatch) break;
        }
        // The flush logs its own failures; one failed batch never stops the next.
        await this.flush(environment, batch).catch(() => undefined);
      }
    } finally {
      this.draining.delete(environment);
    }
  }
}
