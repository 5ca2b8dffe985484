import client from "prom-client";
import type pg from "pg";
import { processShared } from "@/lib/cache/process-shared";
import { metricsEnabled, shared } from "./registry";

const pools = processShared("metrics.pools", () => new Map<string, pg.Pool>());

const gauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
  shared(
    name,
    (registers) =>
      new client.Gauge({
        name,
        help,
        labelNames: ["pool"] as const,
        registers,
        collect() {
          for (const [pool, p] of pools) this.set({ pool }, read(p));
        },
      }),
  );
gauge(
  "db_pool_connections_in_use",
  "Connections of a database pool checked out.",
  (p) => p.totalCount - p.idleCount,
);
gauge("db_pool_connections_idle", "Connections of a database pool open and idle.", (p) => p.idleCount);
gauge(
  "db_pool_waiting_requests",
  "Queries waiting for a connection of a database pool.",
  (p) => p.waitingCount,
);

// A node-postgres pool whose connections /metrics shows, by a fixed name (main, engine).
export function observePool(name: string, pool: pg.Pool): void {
  if (metricsEnabled()) pools.set(name, pool);
}
