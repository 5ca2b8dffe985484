import type { ReactNode } from "react";
import { AUTO_DISABLE_THRESHOLD, type SubscriptionStatus } from "@/lib/partner-api/contract/values";
import { fleetCounts, type Health } from "@/lib/webhooks/health";
import { subscriptionState } from "@/lib/webhooks/subscription-state";
import type { ListedSubscription } from "@/lib/webhooks/types";
import { cn } from "@/lib/utils";
import { statusHref } from "./list/list-model";
import { healthLook, statusLook } from "./status-badge";

type Props = {
  // The whole fleet, unfiltered: the counts describe every subscription whatever the table shows.
  subscriptions: readonly ListedSubscription[];
  // The table's current status filter, marked on its tile.
  status?: SubscriptionStatus;
  // Applies a filter in place; without it the tiles are plain links to the filtered list.
  onFilter?: (status: SubscriptionStatus | undefined) => void;
};

const tile = "flex min-w-28 flex-col gap-1 rounded-md border bg-card px-3 py-2 text-sm text-card-foreground";
const linkTile = cn(
  tile,
  "outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-[current=true]:border-2 aria-[current=true]:border-primary",
);

function Count({
  icon,
  label,
  count,
  hint,
}: {
  icon?: ReactNode;
  label: string;
  count: number;
  hint?: string;
}) {
  return (
    <>
      <span className="flex items-center gap-1.5 text-muted-foreground [&_svg]:size-4">
        {icon}
        {label}
      </span>
      <span className="text-2xl font-semibold tabular-nums">{count}</span>
      {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
    </>
  );
}

// Counts by status (each one filters the table) and by health (healthy and failing are kinds of active; an
// active one whose receiver's last answer was a failure counts as failing, not yet verified, until one succeeds).
export function FleetHealth({ subscriptions, status, onFilter }: Props) {
  const c = fleetCounts(subscriptions);
  const unverified = subscriptions.filter(
    (s) => subscriptionState(s, s.lastOutcome).kind === "unverified",
  ).length;
  const longest = Math.max(
    0,
    ...subscriptions.filter((s) => s.status === "active").map((s) => s.consecutiveFailures),
  );
  const filterTile = (s: SubscriptionStatus | undefined, label: string, count: number, icon?: ReactNode) => (
    <li key={s ?? "all"}>
      <a
        href={statusHref(s)}
        aria-current={status === s ? "true" : undefined}
        className={linkTile}
        onClick={(e) => {
          // A plain click filters in place; modified clicks (new tab, new window) keep the link's behaviour.
          if (!onFilter || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          onFilter(s);
        }}
      >
        <Count icon={icon} label={label} count={count} />
        <span className="sr-only">{status === s ? "(shown)" : `(show ${s ? "only these" : "all"})`}</span>
      </a>
    </li>
  );
  const health = (h: Health, hint?: string) => {
    const { icon: Icon, label } = healthLook[h];
    // Paused and disabled are statuses too: their tiles filter; healthy and failing are shown in place.
    if (h === "paused" || h === "disabled") return filterTile(h, label, c[h], <Icon aria-hidden />);
    return (
      <li key={h} className={tile}>
        <Count icon={<Icon aria-hidden />} label={label} count={c[h]} hint={hint} />
      </li>
    );
  };
  return (
    <section aria-labelledby="fleet-health-heading" className="mb-6">
      <h2 id="fleet-health-heading" className="mb-3 text-lg font-semibold">
        Fleet health
      </h2>
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <div>
          <h3 id="fleet-by-status" className="mb-2 text-sm font-medium">
            By status
          </h3>
          <ul aria-labelledby="fleet-by-status" className="flex flex-wrap gap-2">
            {filterTile(undefined, "All", c.total)}
            {(["active", "paused", "disabled"] as const).map((s) => {
              const { icon: Icon, label } = statusLook[s];
              return filterTile(s, label, c[s], <Icon aria-hidden />);
            })}
          </ul>
        </div>
        <div>
          <h3 id="fleet-by-health" className="mb-2 text-sm font-medium">
            By health
          </h3>
          <ul aria-labelledby="fleet-by-health" className="flex flex-wrap gap-2">
            {health("healthy", "active, not failing")}
            {health(
              "failing",
              c.failing === 0
                ? "active, failing"
                : [
                    longest > 0 && `longest streak ${longest} of ${AUTO_DISABLE_THRESHOLD}`,
                    unverified > 0 && `${unverified} not yet verified`,
                  ]
                    .filter(Boolean)
                    .join("; "),
            )}
            {health("paused")}
            {health("disabled")}
          </ul>
        </div>
      </div>
    </section>
  );
}
