import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";

export type StatusAction = "pause" | "disable" | "reactivate";

// What a support person may do from each status. The API lets any status be paused or disabled, but pausing a
// disabled subscription changes nothing that matters, so it is not offered; reactivation is the way back.
const byStatus: Record<SubscriptionStatus, StatusAction[]> = {
  active: ["pause", "disable"],
  paused: ["reactivate", "disable"],
  disabled: ["reactivate"],
};
export const actionsFor = (status: SubscriptionStatus): StatusAction[] => byStatus[status];

export const statusAfter: Record<StatusAction, SubscriptionStatus> = {
  pause: "paused",
  disable: "disabled",
  reactivate: "active",
};

// The optimistic copy: reactivation also clears the failure streak (the API resets it to 0).
export function applyAction<S extends Pick<WebhookSubscription, "status" | "consecutiveFailures">>(
  s: S,
  action: StatusAction,
): S {
  const status = statusAfter[action];
  return { ...s, status, consecutiveFailures: action === "reactivate" ? 0 : s.consecutiveFailures };
}
