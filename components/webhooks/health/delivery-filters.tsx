"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { deliveryStatuses, type DeliveryStatus } from "@/lib/partner-api/contract/values";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { eventTypeProblem, type DeliveryLogState } from "@/lib/webhooks/delivery-log";
import { deliveryStatusLook } from "./delivery-status";

type Props = {
  state: DeliveryLogState;
  update: (patch: Partial<DeliveryLogState>) => void;
  triggers: WebhookSubscription["triggers"];
};

// Status and event type filters of the log (in the URL). The event type is typed, with the subscription's own
// triggers suggested, and checked before it is applied.
export function DeliveryFilters({ state, update, triggers }: Props) {
  const statusId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={statusId}>Status</Label>
        <Select
          value={state.status ?? "all"}
          onValueChange={(v) => update({ status: v === "all" ? undefined : (v as DeliveryStatus) })}
        >
          <SelectTrigger id={statusId} size="sm" className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {deliveryStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {deliveryStatusLook[s].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <EventTypeFilter
        key={state.eventType ?? ""}
        value={state.eventType}
        onApply={(eventType) => update({ eventType })}
        suggestions={triggers.map((t) => `${t.resourceName}.${t.eventType}`)}
      />
      {(state.status || state.eventType) && (
        <Button variant="ghost" size="sm" onClick={() => update({ status: undefined, eventType: undefined })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

// Applied on Enter or when focus leaves; re-keyed by the parent when the URL's value changes.
function EventTypeFilter({
  value,
  onApply,
  suggestions,
}: {
  value?: string;
  onApply: (v: string | undefined) => void;
  suggestions: string[];
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  // Checked when applied, not while the first letters are typed; once shown, the message follows the text.
  const [checked, setChecked] = useState(false);
  const problem = checked ? eventTypeProblem(text) : null;
  const apply = () => {
    setChecked(true);
    if (eventTypeProblem(text)) return;
    if ((text || undefined) !== value) onApply(text || undefined);
  };
  return (
    <form
      className="grid gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Label htmlFor={id}>Event type</Label>
      <Input
        id={id}
        list={`${id}-suggestions`}
        placeholder="e.g. project.create"
        value={text}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={!!problem || undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        onChange={(e) => setText(e.target.value.trim())}
        onBlur={apply}
        className="h-8 w-52"
      />
      <datalist id={`${id}-suggestions`}>
        {[...new Set(suggestions)].map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="max-w-64 text-xs text-destructive">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="sr-only">
          Press Enter to apply.
        </p>
      )}
    </form>
  );
}
