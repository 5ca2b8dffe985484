"use client";

import { ArrowDownWideNarrow, RefreshCw, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { subscriptionStatuses, type SubscriptionStatus } from "@/lib/partner-api/contract/values";
import { statusLook } from "../status-badge";

type Props = {
  status?: SubscriptionStatus;
  onStatus: (s: SubscriptionStatus | undefined) => void;
  shown: number;
  total: number;
  // A column sort is chosen: offer the way back to the default order.
  sorted: boolean;
  onResetSort: () => void;
  refreshing: boolean;
  onRefresh: () => void;
};

export function WebhooksToolbar({
  status,
  onStatus,
  shown,
  total,
  sorted,
  onResetSort,
  refreshing,
  onRefresh,
}: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 pb-3">
      <Select
        value={status ?? "all"}
        onValueChange={(v) => onStatus(v === "all" ? undefined : (v as SubscriptionStatus))}
      >
        <SelectTrigger aria-label="Status filter" size="sm" className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All statuses</SelectItem>
          {subscriptionStatuses.map((s) => (
            <SelectItem key={s} value={s}>
              {statusLook[s].label} only
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {status && (
        <Button variant="ghost" size="sm" onClick={() => onStatus(undefined)}>
          <X aria-hidden />
          Clear filter
        </Button>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {status
          ? `${shown} of ${total} subscriptions`
          : `${total} ${total === 1 ? "subscription" : "subscriptions"}`}
        {!sorted && shown > 1 && ", unhealthiest first"}
      </p>
      <div className="ml-auto flex items-center gap-2">
        {sorted && (
          <Button variant="outline" size="sm" onClick={onResetSort}>
            <ArrowDownWideNarrow aria-hidden />
            Unhealthiest first
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onRefresh} aria-busy={refreshing || undefined}>
          <RefreshCw
            aria-hidden
            className={refreshing ? "animate-spin motion-reduce:animate-none" : undefined}
          />
          Refresh
        </Button>
      </div>
    </div>
  );
}
