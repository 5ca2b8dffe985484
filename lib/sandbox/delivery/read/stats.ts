import "server-only";
import type { DeliveryStats } from "@/lib/partner-api/contract";
import { getPool } from "@/lib/db";
import { ExpiringMemo } from "@/lib/cache/expiring-memo";
import { percentileCont } from "./percentile";
import { STATS_SQL } from "./stats-sql";

type Row = {
  hour: Date;
  attempts: number;
  delivered: number;
  failed: number;
  retried: number;
  version: string | null;
  read: boolean;
  durations: number[] | null;
  counts: number[] | null;
};
type Percentiles = { version: string; p50: number | null; p95: number | null };

// An hour's percentiles, per subscription and hour, under the version of its roll-up row: every statement that
// changes an hour's latency roll-up sets that row's version to its own transaction id in the same statement
// (drizzle/sandbox/0008_rollup_versions.sql), so the same version always stands for the same durations (a
// transaction id is never reused, not even across a sandbox reset), and a remembered answer is exact for as
// long as the version read with the counts is the same. Bounded by entries; an hour leaves the window after 24 h.
const HOURS = 24;
const percentiles = new ExpiringMemo<Percentiles>(HOURS * 500);
const key = (subscriptionId: number, hour: string) => `${subscriptionId}:${hour}`;

// Per UTC hour over the last 24 (the current, partial hour last), from the attempts of a subscription's event
// deliveries (test sends are left out): attempts started, 2xx answers, attempts that ended their delivery
// failed, failures that scheduled a retry, and the median and 95th percentile of attempt durations. Read from
// the roll-ups the attempts' triggers keep (drizzle/sandbox/0003_delivery_rollups.sql): 24 rows, and the
// durations (with how many attempts took each) only of hours whose percentiles are not remembered under their
// current version, whatever the number of attempts.
export async function deliveryStats(subscriptionId: number): Promise<DeliveryStats> {
  const hours = lastHours(new Date());
  // Held here: the memo may drop an entry while the statement runs.
  const known = new Map<string, Percentiles>();
  for (const hour of hours) {
    const p = percentiles.get(key(subscriptionId, hour));
    if (p) known.set(hour, p);
  }
  const { rows } = await getPool().query<Row>({
    name: "sandbox-delivery-stats",
    text: STATS_SQL,
    values: [subscriptionId, [...known.keys()], [...known.values()].map((p) => p.version)],
  });
  const view = rows.map((r) => {
    const hour = new Date(r.hour).toISOString();
    // Not read: the hour has no roll-up row, or its version is the one passed.
    const p =
      r.version === null ? undefined : r.read ? fresh(subscriptionId, hour, r.version, r) : known.get(hour);
    return {
      hour,
      attempts: r.attempts,
      delivered: r.delivered,
      failed: r.failed,
      retried: r.retried,
      p50DurationMs: p?.p50 ?? null,
      p95DurationMs: p?.p95 ?? null,
    };
  });
  return { from: view[0]?.hour ?? new Date().toISOString(), to: new Date().toISOString(), hours: view };
}

// The percentiles of an hour read now, remembered under its version.
function fresh(subscriptionId: number, hour: string, version: string, r: Row): Percentiles {
  const durations = { values: r.durations ?? [], counts: r.counts ?? [] };
  const p = { version, p50: percentileCont(durations, 0.5), p95: percentileCont(durations, 0.95) };
  percentiles.set(key(subscriptionId, hour), p, Date.parse(hour) + (HOURS + 1) * 3_600_000);
  return p;
}

// The ISO starts of the 24 UTC hours the statement reports, for the hours' keys.
function lastHours(now: Date): string[] {
  const current = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  return Array.from({ length: HOURS }, (_, i) =>
    new Date(current - (HOURS - 1 - i) * 3_600_000).toISOString(),
  );
}
