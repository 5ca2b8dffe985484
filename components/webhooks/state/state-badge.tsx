import { Ban, CircleCheck, CircleHelp, CirclePause, TriangleAlert, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { StateKind, SubscriptionState } from "@/lib/webhooks/subscription-state";

// Each state has its own words and icon, so the colour is never the only difference.
const icons: Record<StateKind, LucideIcon> = {
  healthy: CircleCheck,
  failing: TriangleAlert,
  unverified: TriangleAlert,
  paused: CirclePause,
  disabled: Ban,
  unknown: CircleHelp,
};

// The one status badge of a subscription, wherever it shows: its status and health together.
export function SubscriptionStateBadge({
  state,
}: {
  state: Pick<SubscriptionState, "kind" | "label" | "tone">;
}) {
  const Icon = icons[state.kind];
  return (
    <Badge variant={state.tone}>
      <Icon aria-hidden />
      <span className="sr-only">Status: </span>
      {state.label}
    </Badge>
  );
}
