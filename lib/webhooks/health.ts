import { AUTO_DISABLE_THRESHOLD, type SubscriptionStatus } from "@/lib/partner-api/contract/values";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import type { LastOutcome } from "./last-outcome";
import { subscriptionState } from "./subscription-state";

export type Health = "healthy" | "failing" | "paused" | "disabled";
export const healthLabels: Record<Health, string> = {
  healthy: "Healthy",
  failing: "Failing",
  paused: "Paused",
  disabled: "Disabled",
};

// A subscription as the list holds it: the record, and the receiver's last answer where the console knows it.
type Sub = Pick<WebhookSubscription, "status" | "consecutiveFailures"> & {
  updatedAt?: string;
  lastOutcome?: LastOutcome | null;
};

// Healthy: active, no failure streak and no failure since the last success; failing: active with a streak, or
// whose last delivery failed (reactivated, not yet verified); otherwise its status. See subscription-state.ts.
export function healthOf(s: Sub): Health {
  const kind = subscriptionState({ ...s, updatedAt: s.updatedAt ?? "" }, s.lastOutcome).kind;
  if (kind === "paused" || kind === "disabled") return kind;
  return kind === "failing" || kind === "unverified" ? "failing" : "healthy";
}

// The meter's warning steps against the auto-disable threshold of 10: none below 5, then 5, 7 and 9.
export const FAILURE_WARNING_STEPS = [5, 7, 9] as const;
export type FailureLevel = "none" | "low" | "warning" | "danger" | "critical";
export function failureLevel(consecutiveFailures: number): FailureLevel {
  if (consecutiveFailures >= 9) return "critical";
  if (consecutiveFailures >= 7) return "danger";
  if (consecutiveFailures >= 5) return "warning";
  return consecutiveFailures > 0 ? "low" : "none";
}

// Failed events (not attempts) still to come before the engine disables an active subscription.
export function failuresUntilDisable(s: Sub): number | null {
  if (s.status !== "active") return null;
  return Math.max(AUTO_DISABLE_THRESHOLD - s.consecutiveFailures, 0);
}

// Unhealthiest first: failing by streak (longest first), then disabled, paused, healthy; ties by most recently
// updated so that what changed last is on top.
const rank: Record<Health, number> = { failing: 0, disabled: 1, paused: 2, healthy: 3 };
export function compareUnhealthiest(
  a: Sub & Pick<WebhookSubscription, "updatedAt">,
  b: Sub & Pick<WebhookSubscription, "updatedAt">,
): number {
  const ha = healthOf(a);
  const hb = healthOf(b);
  if (ha !== hb) return rank[ha] - rank[hb];
  if (ha === "failing" && a.consecutiveFailures !== b.consecutiveFailures)
    return b.consecutiveFailures - a.consecutiveFailures;
  return b.updatedAt.localeCompare(a.updatedAt);
}

export type FleetCounts = { total: number } & Record<SubscriptionStatus, number> & Record<Health, number>;
export function fleetCounts(subs: readonly Sub[]): FleetCounts {
  const c: FleetCounts = { total: 0, active: 0, paused: 0, disabled: 0, healthy: 0, failing: 0 };
  for (const s of subs) {
    c.total++;
    c[s.status]++;
    const h = healthOf(s);
    // paused and disabled are both a status and a health; count them once.
    if (h === "healthy" || h === "failing") c[h]++;
  }
  return c;
}
