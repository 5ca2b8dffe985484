import type { TransitionKind } from "@/lib/db/console-schema";

// What the monitor decides from two readings of a subscription, with no I/O: the transitions to record and the
// state to keep. Comparing with the stored reading (not with events) is what lets a restart catch up on
// everything that changed while no monitor ran, without repeating what was already recorded.

export const WARNING_STEPS = [50, 70, 90] as const;

export type Kept = {
  status: string;
  consecutiveFailures: number;
  level: number;
  incidentOpen: boolean;
  round: number;
  reactivatedAt: Date | null;
};
export type Reading = {
  status: string;
  consecutiveFailures: number;
  // The receiver's last answer: undefined when the API has no delivery log, null when nothing was attempted.
  last?: { ok: boolean; at: string } | null;
};
export type Step = { kind: TransitionKind; step: number; round: number };
export type Decision = {
  open: boolean; // an incident opens with these transitions
  close: boolean; // the open incident ends with them
  steps: Step[];
  next: Pick<Kept, "level" | "round" | "reactivatedAt">;
};

// The failure count at which a warning step is reached (5, 7, 9 of 10).
export const stepAt = (step: number, threshold: number) => Math.ceil((step / 100) * threshold);

export function decide(prev: Kept | undefined, now: Reading, threshold: number, at: Date): Decision {
  const steps: Step[] = [];
  let { level, round, reactivatedAt } = prev ?? { level: 0, round: 0, reactivatedAt: null };
  const open = !prev?.incidentOpen;
  const inactive = (s: string | undefined) => s === "disabled" || s === "paused";
  const push = (kind: TransitionKind, step = 0) => steps.push({ kind, step, round });
  const warnings = () => {
    for (const s of WARNING_STEPS)
      if (s > level && now.consecutiveFailures >= stepAt(s, threshold)) {
        push("warning", s);
        level = s;
      }
  };

  if (!prev) {
    // First sight of the subscription: what it is already is the baseline, recorded but not news (see store).
    if (now.status === "active" && now.consecutiveFailures === 0) return none(level, round, reactivatedAt);
  }
  const wasInactive = inactive(prev?.status);

  if (now.status === "active") {
    if (prev?.incidentOpen && wasInactive) {
      round += 1;
      level = 0;
      reactivatedAt = at;
      push("reactivated");
    }
    if (now.consecutiveFailures > 0) {
      if (!prev?.incidentOpen) push("failing");
      warnings();
      // A reactivated subscription failing again is no longer waiting for its proof of recovery.
      if (reactivatedAt && now.consecutiveFailures > 0) reactivatedAt = null;
      return decision(open && steps.length > 0, false);
    }
    if (!prev?.incidentOpen) return none(level, round, reactivatedAt);
    if (reactivatedAt) {
      // Reactivated: recovered at the first success after it; without a delivery log nothing can prove one, so
      // the next reading with no new failure counts (the README says so).
      const proven =
        now.last === undefined ||
        (now.last !== null && now.last.ok && Date.parse(now.last.at) >= reactivatedAt.getTime());
      if (!proven || wasInactive) return decision(false, false);
      push("recovered");
      return { open: false, close: true, steps, next: { level: 0, round, reactivatedAt: null } };
    }
    // Active all along and the streak back to 0: only a success resets it.
    push("recovered");
    return { open: false, close: true, steps, next: { level: 0, round, reactivatedAt: null } };
  }

  if (inactive(now.status)) {
    if (!prev?.incidentOpen && now.consecutiveFailures > 0) push("failing");
    if (now.status === "disabled") warnings();
    if (prev?.status !== now.status || !prev?.incidentOpen) push(now.status as "disabled" | "paused");
    return decision(open, false);
  }
  return none(level, round, reactivatedAt);

  function decision(opens: boolean, close: boolean): Decision {
    return { open: opens, close, steps, next: { level, round, reactivatedAt } };
  }
}

function none(level: number, round: number, reactivatedAt: Date | null): Decision {
  return { open: false, close: false, steps: [], next: { level, round, reactivatedAt } };
}
