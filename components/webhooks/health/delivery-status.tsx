import { Ban, CircleCheck, CirclePause, Clock, Hourglass, type LucideIcon } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { DeliveryStatus } from "@/lib/partner-api/contract";
import type { DeliveryAttempt, WebhookDelivery } from "@/lib/partner-api/contract/reader";

type Look = { label: string; icon: LucideIcon; variant: BadgeProps["variant"] };

// A word and an icon per status: the colour is never the only difference.
export const deliveryStatusLook: Record<DeliveryStatus, Look> = {
  pending: { label: "Pending", icon: Hourglass, variant: "secondary" },
  pending_retry: { label: "Waiting for retry", icon: Clock, variant: "warning" },
  success: { label: "Delivered", icon: CircleCheck, variant: "success" },
  failed: { label: "Failed", icon: Ban, variant: "destructive" },
};

export const failureReasonText: Record<NonNullable<WebhookDelivery["failureReason"]>, string> = {
  exhausted: "every attempt of its round failed",
  rejected: "the endpoint answered with a status that is not retried (a 4xx other than 408 and 429)",
  abandoned: "the subscription was paused or disabled while it waited; it was not counted as a failure",
  test: "the test send was not answered with 2xx",
};

export const attemptOutcomeText: Record<DeliveryAttempt["outcome"], string> = {
  in_flight: "In flight",
  success: "Delivered",
  retry: "Failed, retry scheduled",
  failed: "Failed, delivery ended",
  interrupted: "Interrupted (a worker stopped; not counted against the attempts)",
};

// An abandoned delivery (its subscription was paused or disabled while it waited) is not a failure of the
// endpoint: it gets its own word instead of "Failed".
const abandonedLook: Look = { label: "Abandoned", icon: CirclePause, variant: "secondary" };

export function DeliveryStatusBadge({
  status,
  abandoned = false,
}: {
  status: DeliveryStatus;
  abandoned?: boolean;
}) {
  const look = abandoned ? abandonedLook : deliveryStatusLook[status];
  const Icon = look.icon;
  return (
    <Badge variant={look.variant}>
      <Icon aria-hidden />
      {look.label}
    </Badge>
  );
}
