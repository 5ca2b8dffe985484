import type { LastOutcome } from "@/lib/webhooks/last-outcome";
import type { TransitionDetail } from "../types";

type Sub = { url: string; description?: string | null; status: string; consecutiveFailures: number };

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(no valid URL)";
  }
}

// The facts every notification names, from the reading: the label, the forecast at the incident's pace so far
// (its failed events per ms since it opened), the last failure's cause.
export function detailOf(
  sub: Sub,
  last: LastOutcome | null | undefined,
  threshold: number,
  openedAt: Date | null,
  at: Date,
  actor: string | null,
): TransitionDetail {
  const host = hostOf(sub.url);
  const n = sub.consecutiveFailures;
  const remaining = Math.max(threshold - n, 0);
  const elapsed = openedAt ? at.getTime() - openedAt.getTime() : 0;
  return {
    label: sub.description?.trim() || host,
    host,
    threshold,
    forecast:
      sub.status === "active" && n > 0
        ? { remaining, etaMs: elapsed > 0 ? Math.round((elapsed / n) * remaining) : null }
        : null,
    cause:
      last && !last.ok
        ? { label: last.cause?.label ?? "unknown cause", kind: last.cause?.kind ?? "unknown", at: last.at }
        : null,
    actor,
  };
}
