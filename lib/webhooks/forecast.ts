import { format } from "date-fns";
import { deliveryStatuses, type DeliveryStatus } from "@/lib/partner-api/contract";
import type { DeliveryStats, WebhookDelivery } from "@/lib/partner-api/contract/reader";
import type { DeliveryFilters } from "@/lib/webhooks/types";
import { isEventType } from "@/lib/partner-api/wire/event-type";

// Pure helpers of the delivery health view: its URL state, the live-refresh rule, the replay-since default and
// the stats turned into a chart series and a summary.

export const DELIVERY_PAGE_SIZE = 20;

export function eventTypeProblem(text: string): string | null {
  if (text === "" || isEventType(text)) return null;
  return "An event type looks like resource.event in lower case, e.g. project.create or daily-log.update.";
}

export type DeliveryLogState = { status?: DeliveryStatus; eventType?: string; page: number };
type Params = Record<string, string | string[] | undefined> | URLSearchParams;
const get = (p: Params, k: string) =>
  p instanceof URLSearchParams ? (p.get(k) ?? undefined) : [p[k]].flat()[0];

// The log keeps its filters and page in the URL (?status=failed&event=project.create&page=2) so that a link
// shared in a support ticket shows the same deliveries. Anything unparseable falls back to the default.
export function parseDeliveryLogState(p: Params): DeliveryLogState {
  const status = get(p, "status");
  const eventType = get(p, "event");
  const page = get(p, "page");
  return {
    ...(deliveryStatuses.includes(status as DeliveryStatus) ? { status: status as DeliveryStatus } : {}),
    ...(eventType && isEventType(eventType) ? { eventType } : {}),
    page: page && /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1,
  };
}

export function deliveryLogSearch(s: DeliveryLogState): string {
  const qs = new URLSearchParams();
  if (s.status) qs.set("status", s.status);
  if (s.eventType) qs.set("event", s.eventType);
  if (s.page > 1) qs.set("page", String(s.page));
  const out = qs.toString();
  return out ? `?${out}` : "";
}

export function toDeliveryFilters(s: DeliveryLogState): DeliveryFilters {
  return {
    ...(s.status ? { status: s.status } : {}),
    ...(s.eventType ? { eventType: s.eventType } : {}),
    limit: DELIVERY_PAGE_SIZE,
    offset: (s.page - 1) * DELIVERY_PAGE_SIZE,
  };
}

// While any shown delivery still waits for an attempt, its outcome is about to change: refresh until none does.
export const isWaiting = (d: Pick<WebhookDelivery, "status">) =>
  d.status === "pending" || d.status === "pending_retry";
export const anyWaiting = (ds: readonly Pick<WebhookDelivery, "status">[]) => ds.some(isWaiting);

// "Replay every failed delivery since…" starts at the earlier of the subscription's last change (usually the
// reactivation that came before it) and 24 h ago: right after a reactivation the deliveries that failed before
// it are the ones to resend, and they are older than the change itself.
const DAY_MS = 24 * 60 * 60_000;
export function defaultReplaySince(updatedAt: string, now: Date = new Date()): Date {
  return new Date(Math.min(Date.parse(updatedAt), now.getTime() - DAY_MS));
}

// <input type="datetime-local"> speaks local wall time without a zone, to the minute.
export const toLocalInput = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm");
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const d = new Date(value); // a date-time without a zone is local time
  return Number.isNaN(d.getTime()) ? null : d;
}

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

// Pretty JSON for the request body panel.
export const prettyJson = (v: unknown) => JSON.stringify(v, null, 2);
