import type { DeliveryStats } from "@/lib/partner-api/contract/reader";

// A subscription's hourly delivery stats as the stats card shows them: a chart series, a summary, and the
// number formats of both.

// Attempt durations: milliseconds up to a second, then seconds with one decimal.
export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

export type StatsPoint = {
  hour: string;
  attempts: number;
  delivered: number;
  // Failed attempts that scheduled another one, and those that ended their delivery as failed.
  retried: number;
  failed: number;
  successRate: number | null;
  p50: number | null;
  p95: number | null;
};

// An attempt's share of 2xx among the attempts that finished either way (in-flight and interrupted ones are
// counted in `attempts` but have no outcome yet).
const rate = (delivered: number, failedAttempts: number) =>
  delivered + failedAttempts === 0 ? null : delivered / (delivered + failedAttempts);

export function statsSeries(stats: DeliveryStats): StatsPoint[] {
  return stats.hours.map((h) => ({
    hour: h.hour,
    attempts: h.attempts,
    delivered: h.delivered,
    retried: h.retried,
    failed: h.failed,
    successRate: rate(h.delivered, h.failed + h.retried),
    p50: h.p50DurationMs,
    p95: h.p95DurationMs,
  }));
}

export type StatsSummary = {
  attempts: number;
  delivered: number;
  retried: number;
  failed: number;
  successRate: number | null;
  // Percentiles are per hour and cannot be merged: the latest hour that had attempts, and the worst hour.
  latest: { hour: string; p50: number | null; p95: number | null } | null;
  worstP95: number | null;
};

export function statsSummary(stats: DeliveryStats): StatsSummary {
  let attempts = 0;
  let delivered = 0;
  let retried = 0;
  let failed = 0;
  let worstP95: number | null = null;
  let latest: StatsSummary["latest"] = null;
  for (const h of stats.hours) {
    attempts += h.attempts;
    delivered += h.delivered;
    retried += h.retried;
    failed += h.failed;
    if (h.p95DurationMs !== null) worstP95 = Math.max(worstP95 ?? 0, h.p95DurationMs);
    if (h.attempts > 0) latest = { hour: h.hour, p50: h.p50DurationMs, p95: h.p95DurationMs };
  }
  return {
    attempts,
    delivered,
    retried,
    failed,
    successRate: rate(delivered, failed + retried),
    latest,
    worstP95,
  };
}

export const formatRate = (r: number | null) =>
  r === null ? "—" : `${(Math.floor(r * 1000) / 10).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
