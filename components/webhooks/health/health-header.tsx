import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { FailureMeter } from "@/components/webhooks/failure-meter";
import { SubscriptionStatusActions } from "@/components/webhooks/status-actions";
import { SubscriptionStateBadge } from "@/components/webhooks/state/state-badge";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import type { SubscriptionState } from "@/lib/webhooks/subscription-state";

// The top of the health view: which subscription (its URL leads back to its page), its state and streak, and
// the support actions that change them.
export function HealthHeader({ sub, state }: { sub: WebhookSubscription; state: SubscriptionState }) {
  return (
    <div className="grid gap-2">
      <Link
        href="/webhooks"
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Webhooks
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-semibold">Delivery health</h1>
          <p className="min-w-0 text-sm">
            <span className="text-muted-foreground">Subscription {sub.id}: </span>
            <Link href={`/webhooks/${sub.id}`} className="font-mono break-all underline underline-offset-4">
              {sub.url}
            </Link>
            {sub.description && <span className="block text-muted-foreground">{sub.description}</span>}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <SubscriptionStateBadge state={state} />
            <FailureMeter consecutiveFailures={sub.consecutiveFailures} status={sub.status} size="lg" />
          </div>
        </div>
        <SubscriptionStatusActions subscription={sub} variant="page" />
      </div>
    </div>
  );
}
