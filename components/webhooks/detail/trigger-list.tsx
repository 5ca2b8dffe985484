"use client";

import { useQuery } from "@tanstack/react-query";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { triggerOptions } from "@/lib/webhooks/queries";
import { activeTriggerKeys, groupTriggers } from "../form/triggers";

// The events a subscription receives, grouped by resource as the form picks them. Until the catalog arrives
// (or if it cannot), the raw keys ("project.create") stand in.
export function TriggerList({ triggers }: { triggers: WebhookSubscription["triggers"] }) {
  const catalog = useQuery(triggerOptions());
  const active = activeTriggerKeys(triggers);
  const inactive = triggers.filter((t) => !t.isActive).length;
  if (active.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No events: this subscription receives nothing until events are chosen in Edit.
      </p>
    );
  const selected = new Set(active);
  const groups = groupTriggers(catalog.data ?? [], active)
    .map((g) => ({ ...g, options: g.options.filter((o) => selected.has(o.key)) }))
    .filter((g) => g.options.length > 0);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {active.length} {active.length === 1 ? "event" : "events"}
        {inactive > 0 && `; ${inactive} inactive ${inactive === 1 ? "trigger" : "triggers"} not delivered`}
      </p>
      {catalog.data ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {groups.map((g) => (
            <div key={g.resourceName || "unknown"} className="contents">
              <dt className="text-muted-foreground">{g.label}</dt>
              <dd>{g.options.map((o) => o.eventLabel).join(", ")}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <ul className="flex flex-wrap gap-2 text-sm">
          {active.map((k) => (
            <li key={k} className="rounded-md border px-2 py-0.5 font-mono">
              {k}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
