"use client";

import { useMutation } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import type { WebhookDelivery } from "@/lib/partner-api/contract/reader";
import { useInvalidateHealth } from "./use-invalidate-health";

type Props = {
  delivery: Pick<WebhookDelivery, "id" | "eventType" | "status">;
  subscriptionId: number;
  active: boolean;
};

// A failed delivery is sent again with a new round of attempts; one waiting for a retry is made due now. Same
// delivery_id either way, so a receiver that de-duplicates sees it once.
export function ReplayButton({ delivery, subscriptionId, active }: Props) {
  const invalidate = useInvalidateHealth(subscriptionId);
  const waiting = delivery.status === "pending_retry";
  const replay = useMutation({
    mutationFn: () =>
      apiFetch<{ data: WebhookDelivery }>(
        `/api/webhooks/${subscriptionId}/deliveries/${delivery.id}/replay`,
        { method: "POST" },
      ),
    onSuccess: () =>
      toast.success(
        waiting
          ? `Retrying ${delivery.eventType} now`
          : `Replaying ${delivery.eventType} with a new round of attempts`,
      ),
    onError: (err) => toast.error(`Could not replay ${delivery.eventType}: ${err.message}`),
    onSettled: invalidate,
  });
  const label = waiting ? "Retry now" : "Replay";
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!active}
      aria-disabled={replay.isPending || undefined}
      aria-busy={replay.isPending || undefined}
      aria-describedby={active ? undefined : "health-inactive-note"}
      className="aria-disabled:opacity-50"
      onClick={() => {
        if (!replay.isPending) replay.mutate();
      }}
    >
      <RotateCcw
        aria-hidden
        className={replay.isPending ? "animate-spin motion-reduce:animate-none" : undefined}
      />
      {replay.isPending ? (waiting ? "Retrying…" : "Replaying…") : label}
      <span className="sr-only">
        {" "}
        {delivery.eventType} delivery {delivery.id.slice(0, 8)}
      </span>
    </Button>
  );
}
