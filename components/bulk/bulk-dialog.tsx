"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { bulkActions } from "@/lib/bulk/queries";
import { ACTIONS, type ListedAction } from "./actions";
import {
  effectOf,
  type BulkChoice as Choice,
  type BulkEntity,
  type CreateJob,
  type Selection,
} from "@/lib/bulk/types";

// Picks the action (and its status or phase), then confirms with the count and the effect before the job starts.
export function BulkDialog(props: {
  entity: BulkEntity;
  count: number;
  selection: Selection;
  choices: Choice[];
  canDelete: boolean;
  // The action picked beforehand (the command palette's "Archive 3 selected projects…").
  initialAction?: ListedAction;
  onClose: () => void;
  onStarted: (jobId: number) => void;
}) {
  const actions = ACTIONS[props.entity].filter(([a]) => a !== "delete" || props.canDelete);
  const [action, setAction] = useState<string>(props.initialAction ?? actions[0]?.[0] ?? "archive");
  const [value, setValue] = useState<number | undefined>(props.choices[0]?.id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsValue = action === "status" || action === "phase";
  const valueName = props.choices.find((c) => c.id === value)?.name;
  const effect = effectOf(props.entity, action as CreateJob["action"], props.count, valueName);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = {
        entity: props.entity,
        action,
        ...(needsValue ? { value } : {}),
        selection: props.selection,
      } as CreateJob;
      props.onStarted((await bulkActions.start(body)).id);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Bulk actions</DialogTitle>
          <DialogDescription>
            The job runs on the server: it goes on when this tab is closed, and can be cancelled.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium">Action</legend>
          {actions.map(([a, label]) => (
            <label key={a} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="bulk-action"
                value={a}
                checked={action === a}
                onChange={() => setAction(a)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {needsValue && (
          <label className="flex flex-col gap-1 text-sm">
            {action === "phase" ? "Phase" : "Status"}
            <select
              className="h-9 rounded-md border border-input bg-background px-2"
              value={value ?? ""}
              onChange={(e) => setValue(Number(e.target.value))}
            >
              {props.choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="text-sm font-medium" aria-live="polite">
          {effect}
          {action === "delete" && ". This cannot be undone."}
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            variant={action === "delete" ? "destructive" : "default"}
            disabled={busy || (needsValue && value === undefined)}
            onClick={() => void start()}
          >
            {effect}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
