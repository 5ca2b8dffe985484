"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { triggerOptions } from "@/lib/webhooks/queries";
import type { SubscriptionFormValues } from "./form-schema";
import { groupState, groupTriggers, toggleGroup, toggleTrigger, type TriggerGroup } from "./triggers";

// The events a subscription receives, from the API's trigger catalog, grouped by resource: each group has a
// select-all box (indeterminate when some of its events are chosen), and the whole list a count.
export function TriggerPicker() {
  const { control } = useFormContext<SubscriptionFormValues>();
  const { field, fieldState } = useController({ control, name: "triggers" });
  const catalog = useQuery(triggerOptions());
  const ids = useId();
  const countId = `${ids}-count`;
  const errorId = `${ids}-error`;
  const selected = field.value;
  const groups = useMemo(() => groupTriggers(catalog.data ?? [], selected), [catalog.data, selected]);
  const selectedSet = new Set(selected);
  const total = groups.reduce((n, g) => n + g.options.length, 0);
  const error = fieldState.error?.message;

  return (
    <fieldset
      className="grid gap-4"
      aria-describedby={[countId, error ? errorId : ""].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
    >
      <legend className="sr-only">Events to deliver</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={countId} className="text-sm text-muted-foreground" aria-live="polite">
          {catalog.data
            ? `${selectedSet.size} of ${total} events selected`
            : `${selectedSet.size} events selected`}
        </p>
        {catalog.data && (
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={selectedSet.size === total}
              onClick={() => field.onChange(groups.flatMap((g) => g.options.map((o) => o.key)))}
            >
              Select all events
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={selectedSet.size === 0}
              onClick={() => field.onChange([])}
            >
              Clear
            </Button>
          </div>
        )}
      </div>

      {catalog.isPending && <PickerSkeleton />}
      {catalog.isError && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3 text-sm">
          <p className="text-destructive">The list of events could not be loaded.</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void catalog.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {catalog.data && (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {groups.map((g, i) => (
            <GroupBox
              key={g.resourceName || "unknown"}
              group={g}
              selected={selectedSet}
              // The form focuses the first box when nothing is chosen on submit.
              focusRef={i === 0 ? field.ref : undefined}
              onChange={(next) => field.onChange(next(selected))}
              onBlur={field.onBlur}
            />
          ))}
        </div>
      )}

      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type GroupProps = {
  group: TriggerGroup;
  selected: ReadonlySet<string>;
  focusRef?: (el: HTMLInputElement | null) => void;
  onChange: (next: (current: string[]) => string[]) => void;
  onBlur: () => void;
};

function GroupBox({ group, selected, focusRef, onChange, onBlur }: GroupProps) {
  const id = useId();
  const state = groupState(group, selected);
  return (
    <div
      role="group"
      aria-label={`${group.label} events`}
      className="grid content-start gap-2 rounded-lg border p-3"
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-all`}
          ref={focusRef}
          checked={state}
          onCheckedChange={(c) => onChange((cur) => toggleGroup(group, cur, c === true))}
          onBlur={onBlur}
        />
        <Label htmlFor={`${id}-all`} className="font-semibold">
          {/* Named "Select all Project events"; the eye sees the group's noun over its events. */}
          <span className="sr-only">Select all </span>
          {group.label}
          <span className="sr-only"> events</span>
        </Label>
      </div>
      <ul className="grid gap-2 pl-6">
        {group.options.map((o) => (
          <li key={o.key} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${o.key}`}
              checked={selected.has(o.key)}
              onCheckedChange={(c) => onChange((cur) => toggleTrigger(cur, o.key, c === true))}
              onBlur={onBlur}
            />
            <Label htmlFor={`${id}-${o.key}`} className="font-normal" title={o.description || undefined}>
              {/* The full catalog label ("Project Created") is the accessible name; the group shows the noun. */}
              <span className="sr-only">{group.label} </span>
              {o.eventLabel}
            </Label>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PickerSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the events…
      </span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="grid gap-2 rounded-lg border p-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="ml-6 h-4 w-20" />
          <Skeleton className="ml-6 h-4 w-20" />
        </div>
      ))}
    </div>
  );
}
