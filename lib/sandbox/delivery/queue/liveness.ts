import "server-only";
import { randomInt } from "node:crypto";
import pg from "pg";
import { DELIVERY_CHANNEL, processKey } from "./nudge";

// Advisory lock namespace of delivery workers (the migrator and the seed use 7_460_311 and 7_460_312).
export const WORKER_LOCK_NAMESPACE = 7_460_313;

// A worker's proof of life: an advisory lock on a random key, held by a connection of its own for as long as
// the worker runs. PostgreSQL drops it the moment that connection ends, however the process ended (SIGTERM,
// crash, kill -9), so other workers can tell a live claim from an orphaned one without waiting for its lease.
// The same connection LISTENs for other processes' announcements of work (`nudge.ts`) and calls `onWork`.
export class Liveness {
  readonly key = randomInt(1, 2 ** 31 - 1);
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly onWork: () => void) {}

  // Resolves once the lock is held (again, after a lost connection); rejects when the database cannot be reached,
  // and once closed: a claim on its way when the worker stops must not take the lock again.
  async ensure(): Promise<number> {
    if (this.closed) throw new Error("the delivery worker has stopped");
    if (!this.client) {
      this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
      await this.connecting;
    }
    return this.key;
  }

  private async connect() {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.on("error", () => {
      if (this.client === client) this.client = undefined;
    });
    await client.connect();
    await client.query("SELECT pg_advisory_lock($1, $2)", [WORKER_LOCK_NAMESPACE, this.key]);
    client.on("notification", (n) => {
      if (n.payload !== processKey()) this.onWork();
    });
    await client.query(`LISTEN ${DELIVERY_CHANNEL}`);
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error("the delivery worker has stopped");
    }
    this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true; // a connection still on its way ends itself once made
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
