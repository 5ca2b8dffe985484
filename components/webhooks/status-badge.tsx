import { Ban, CircleCheck, CirclePause, TriangleAlert, type LucideIcon } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import { healthLabels, type Health } from "@/lib/webhooks/health";

type Look = { label: string; icon: LucideIcon; variant: BadgeProps["variant"] };

// Each state has its own word and icon, so the colour is never the only difference.
const statusLook: Record<SubscriptionStatus, Look> = {
  active: { label: "Active", icon: CircleCheck, variant: "success" },
  paused: { label: "Paused", icon: CirclePause, variant: "secondary" },
  disabled: { label: "Disabled", icon: Ban, variant: "destructive" },
};

const healthLook: Record<Health, Look> = {
  healthy: { label: healthLabels.healthy, icon: CircleCheck, variant: "success" },
  failing: { label: healthLabels.failing, icon: TriangleAlert, variant: "warning" },
  paused: { label: healthLabels.paused, icon: CirclePause, variant: "secondary" },
  disabled: { label: healthLabels.disabled, icon: Ban, variant: "destructive" },
};

function LookBadge({ look, prefix }: { look: Look; prefix: string }) {
  const Icon = look.icon;
  return (
    <Badge variant={look.variant}>
      <Icon aria-hidden />
      <span className="sr-only">{prefix}: </span>
      {look.label}
    </Badge>
  );
}

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <LookBadge look={statusLook[status]} prefix="Status" />;
}

export { statusLook, healthLook };
