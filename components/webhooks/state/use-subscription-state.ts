"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useShell } from "@/components/shell/environment-context";
import { can } from "@/lib/auth/permissions";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { lastOutcomeOptions, webhookKeys } from "@/lib/webhooks/queries";
import { subscriptionState } from "@/lib/webhooks/subscription-state";
import { useClockFormat } from "../health/use-clock-format";

const WATCH_MS = 10_000;

// Status and health as one reading (lib/webhooks/subscription-state.ts). While the last answer is a failure it
// is re-read every 10 s, so a success turns the page healthy without a reload.
export function useSubscriptionState(sub: WebhookSubscription) {
  const { role } = useShell();
  const qc = useQueryClient();
  const fmt = useClockFormat();
  const outcome = useQuery({
    ...lastOutcomeOptions(sub.id),
    enabled: can(role, "subscriptions:operate"),
    // Read again once the page is live: the server's copy may predate an attempt that finished meanwhile, and a
    // newer answer also refreshes the record (below), whose streak moved with it.
    staleTime: 0,
    refetchInterval: (q) => {
      const d = q.state.data;
      return sub.status === "active" && d?.available && d.last && !d.last.ok ? WATCH_MS : false;
    },
  });
  const last = outcome.data?.available ? outcome.data.last : undefined;

  // A new answer from the receiver can move the streak (a success resets it): read the record again.
  const seen = useRef(last?.at);
  useEffect(() => {
    if (seen.current === last?.at) return;
    const had = seen.current;
    seen.current = last?.at;
    if (had !== undefined) void qc.invalidateQueries({ queryKey: webhookKeys.detail(sub.id) });
  }, [last?.at, qc, sub.id]);

  return subscriptionState(sub, last, fmt.time);
}
