"use client";

import { useQuery } from "@tanstack/react-query";
import { Bot } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ownSubscriptionOptions } from "@/lib/record-index/queries";

export const CONSOLE_OWN_WHAT =
  "The console made this subscription to keep its record index fresh: search, pickers and the board's sums learn " +
  "of changes made outside the console through it. Paused, disabled or changed, they would go stale until the " +
  "next full pass, so the console manages it itself and puts back any change made to it upstream.";

// Whether a subscription is the console's own (by the id the console stored when it made it).
export function useConsoleOwn(id: number): boolean {
  const { data } = useQuery(ownSubscriptionOptions());
  return data?.id === id;
}

export function ConsoleOwnBadge() {
  return (
    <Badge variant="secondary" title={CONSOLE_OWN_WHAT}>
      <Bot aria-hidden className="size-3" /> Console&apos;s own
    </Badge>
  );
}

// On the subscription's page, in place of the actions people take on their own subscriptions.
export function ConsoleOwnNote() {
  return (
    <div
      role="note"
      aria-label="Managed by the console"
      className="rounded-md border bg-muted/40 p-3 text-sm"
    >
      <p className="font-medium">Managed by the console</p>
      <p className="text-muted-foreground">{CONSOLE_OWN_WHAT}</p>
    </div>
  );
}
