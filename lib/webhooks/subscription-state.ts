import { AUTO_DISABLE_THRESHOLD } from "@/lib/partner-api/contract/values";
import type { LastOutcome } from "./last-outcome";

// A subscription's status and health in one reading, so that no view can show a green "Active" or "Healthy"
// beside a failure: every badge, summary and count of the console derives from this.
export type StateKind = "healthy" | "failing" | "unverified" | "paused" | "disabled" | "unknown";
export type StateTone = "success" | "warning" | "destructive" | "secondary" | "outline";
export type SubscriptionState = {
  kind: StateKind;
  // The badge: "Active · failing (8 of 10)", "Reactivated, not yet verified".
  label: string;
  tone: StateTone;
  // One sentence for the top of a page.
  summary: string;
  // The last failure, when the receiver has not answered well since.
  lastFailure: LastOutcome | null;
};

type Sub = { status: string; consecutiveFailures: number; updatedAt: string };

const events = (n: number) => `${n} ${n === 1 ? "event" : "events"}`;

// `last`: the newest finished attempt (lastOutcomeOf); null when nothing was ever attempted, undefined when it
// is not known (an API without the delivery log, or not loaded yet). `time` formats an instant for the reader.
export function subscriptionState(
  sub: Sub,
  last: LastOutcome | null | undefined,
  time: (iso: string) => string = (iso) => iso,
): SubscriptionState {
  const n = sub.consecutiveFailures;
  const failed = last && !last.ok ? last : null;
  const lastFailed = failed
    ? `the last delivery${failed.test ? " (a test)" : ""} failed (${failed.cause?.label ?? "unknown cause"}) at ${time(failed.at)}`
    : null;
  const state = (kind: StateKind, label: string, tone: StateTone, summary: string): SubscriptionState => ({
    kind,
    label,
    tone,
    summary,
    lastFailure: failed,
  });

  if (sub.status === "paused")
    return state(
      "paused",
      "Paused",
      "secondary",
      `Paused: nothing is delivered until it is reactivated.${lastFailed ? ` Before that, ${lastFailed}.` : ""}`,
    );
  if (sub.status === "disabled")
    return state(
      "disabled",
      n >= AUTO_DISABLE_THRESHOLD ? `Disabled · ${n} of ${AUTO_DISABLE_THRESHOLD} failed` : "Disabled",
      "destructive",
      `${n >= AUTO_DISABLE_THRESHOLD ? `Disabled automatically after ${events(n)} failed in a row` : "Disabled"}: nothing is delivered until it is reactivated.${lastFailed ? ` Before that, ${lastFailed}.` : ""}`,
    );
  if (sub.status !== "active")
    return state(
      "unknown",
      `Status “${sub.status}”`,
      "outline",
      `The API reports a status the console does not know (“${sub.status}”), so it cannot say whether events are delivered.`,
    );

  if (n > 0)
    return state(
      "failing",
      `Active · failing (${n} of ${AUTO_DISABLE_THRESHOLD})`,
      "warning",
      `Failing: ${events(n)} in a row failed${lastFailed ? `; ${lastFailed}` : ""}. It stays failing until a delivery succeeds.`,
    );
  if (failed) {
    // Streak 0 but the last answer failed: only a success or a reactivation resets the streak, so a failure older
    // than the last change means a reactivation came after it.
    const reactivated = !failed.retrying && Date.parse(failed.at) <= Date.parse(sub.updatedAt);
    return reactivated
      ? state(
          "unverified",
          "Reactivated, not yet verified",
          "warning",
          `Reactivated, not yet verified: ${lastFailed}.`,
        )
      : state(
          "unverified",
          "Active · last delivery failed",
          "warning",
          `Not yet verified: ${lastFailed}${failed.retrying ? "; a retry is scheduled" : ""}. No delivery has succeeded since.`,
        );
  }
  if (last)
    return state(
      "healthy",
      "Active · healthy",
      "success",
      `Healthy: no failure streak, and the last delivery${last.test ? " (a test)" : ""} succeeded at ${time(last.at)}.`,
    );
  return state(
    "healthy",
    "Active",
    "success",
    last === null
      ? "No failure streak. Nothing has been delivered yet: send a test event to check the endpoint."
      : "No failure streak.",
  );
}
