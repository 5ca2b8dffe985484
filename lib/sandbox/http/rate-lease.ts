import "server-only";
import { sql } from "drizzle-orm";
import { sdb } from "../core/db";

// Request numbers of a client's fixed window, handed out from leases so that the shared counter in the store
// costs one statement (and one commit) per lease instead of per request.
//
// A lease is a block of consecutive numbers taken from sandbox.rate_counters with one
// `count = count + size ... RETURNING count`: blocks never overlap, so a number is held by one request of one
// process, and a request is admitted only when its number is within the limit. Across processes no more than
// the limit is ever admitted in a window; numbers leased but unused when the window ends are lost, so up to
// (processes × (lease size − 1)) requests fewer may be admitted. Within one process the numbers are consecutive
// (the counter is that process's alone), so its headers are exact.
//
// The lease size starts at 1 and doubles while a client uses its leases up quickly, up to a cap of 1/20 of the
// limit (at most MAX_LEASE); a client that slows down gets smaller leases again.

export type WindowKind = "minute" | "day";
export type Want = { kind: WindowKind; start: number; limit: number };

const MAX_LEASE = 100;
const HOT_MS = 1_000; // a lease used up faster than this doubles the next one
const COOL_MS = 10_000; // a lease that lasted longer than this halves the next one

type Lease = { start: number; next: number; end: number; size: number; takenAt: number };
type ClientLeases = { leases: Partial<Record<WindowKind, Lease>>; refill?: Promise<void> };

const clients = new Map<string, ClientLeases>();

export const leaseCap = (limit: number) => Math.max(1, Math.min(MAX_LEASE, Math.floor(limit / 20)));

// One number per wanted window, in the order asked. Waits for a refill when a lease is used up.
export async function takeNumbers(clientId: string, wants: Want[]): Promise<number[]> {
  let state = clients.get(clientId);
  if (!state) clients.set(clientId, (state = { leases: {} }));
  for (;;) {
    const short = wants.filter((w) => !usable(state.leases[w.kind], w.start));
    if (short.length === 0) return wants.map((w) => state.leases[w.kind]!.next++);
    // One refill per client at a time; requests arriving meanwhile wait for it, then look again.
    state.refill ??= refill(clientId, state, short).finally(() => (state.refill = undefined));
    await state.refill;
  }
}

function usable(lease: Lease | undefined, start: number): boolean {
  return lease !== undefined && lease.start === start && lease.next <= lease.end;
}

function nextSize(old: Lease | undefined, w: Want, now: number): number {
  const cap = leaseCap(w.limit);
  if (!old) return 1;
  // A lease of an earlier window ended with the window, not from use: keep its size.
  if (old.start !== w.start) return Math.min(old.size, cap);
  const lasted = now - old.takenAt;
  if (lasted < HOT_MS) return Math.min(cap, old.size * 2);
  if (lasted > COOL_MS) return Math.max(1, Math.floor(old.size / 2));
  return Math.min(old.size, cap);
}

async function refill(clientId: string, state: ClientLeases, wants: Want[]) {
  const now = Date.now();
  const sizes = wants.map((w) => nextSize(state.leases[w.kind], w, now));
  const values = sql.join(
    wants.map(
      (w, i) =>
        sql`(${clientId}, ${w.kind}, ${new Date(w.start).toISOString()}::timestamptz, ${sizes[i]}::int)`,
    ),
    sql`, `,
  );
  const result = await sdb().execute<{ window: WindowKind; count: number }>(sql`
    INSERT INTO sandbox.rate_counters (client_id, "window", window_start, count)
    VALUES ${values}
    ON CONFLICT (client_id, "window", window_start)
    DO UPDATE SET count = sandbox.rate_counters.count + EXCLUDED.count
    RETURNING "window", count`);
  wants.forEach((w, i) => {
    const row = result.rows.find((r) => r.window === w.kind);
    if (!row) throw new Error(`rate counter ${w.kind} not returned`);
    const size = sizes[i]!;
    state.leases[w.kind] = { start: w.start, next: row.count - size + 1, end: row.count, size, takenAt: now };
  });
}
