"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { webhookKeys } from "@/lib/webhooks/queries";

// After a replay or test send: the log (every filter and page), the subscription (its failure streak may
// change), its stats, the receiver's last answer and the lists that show the streak.
export function useInvalidateHealth(subscriptionId: number) {
  const qc = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [...webhookKeys.all, "deliveries", subscriptionId] }),
        qc.invalidateQueries({ queryKey: webhookKeys.detail(subscriptionId) }),
        qc.invalidateQueries({ queryKey: webhookKeys.stats(subscriptionId) }),
        qc.invalidateQueries({ queryKey: webhookKeys.outcome(subscriptionId) }),
        qc.invalidateQueries({ queryKey: webhookKeys.lists() }),
      ]),
    [qc, subscriptionId],
  );
}
