"use client";

import { useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiRequestError } from "@/lib/api-client";
import { nameProblem, type SavedView } from "@/lib/saved-views/views";

export type ViewDraft = { name: string; shared: boolean };

// "Save view…" and "Rename…": a name (checked here as the server does: not blank, at most 80 characters, not one
// of the person's own names) and whether the team sees it. Only its owner makes a shared view private again.
export function ViewDialog(props: {
  mode: "create" | "edit";
  view?: SavedView;
  views: SavedView[];
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onSubmit: (draft: ViewDraft) => Promise<unknown>;
}) {
  const { view } = props;
  const [name, setName] = useState(view?.name ?? "");
  const [shared, setShared] = useState(view?.shared ?? false);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const mayShare = !view || view.mine;
  // Names are unique among one's own views: an admin renaming another's view is not held to theirs.
  const problem = nameProblem(name, mayShare ? props.views : [], view?.id);
  const submit = async () => {
    setTried(true);
    setServerError(undefined);
    if (problem) return;
    setBusy(true);
    try {
      await props.onSubmit({ name: name.trim(), shared });
      props.onClose();
    } catch (e) {
      setServerError(e instanceof ApiRequestError ? e.message : "The view could not be saved. Try again.");
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          props.returnFocus.current?.focus();
        }}
      >
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{props.mode === "create" ? "Save view" : `Rename view “${view?.name}”`}</DialogTitle>
            <DialogDescription>
              {props.mode === "create"
                ? "Keeps this table's filters, columns, sort and page size under a name."
                : "The view keeps its filters; only its name and sharing change."}
            </DialogDescription>
          </DialogHeader>
          <FormField label="Name" required error={(tried && problem) || serverError}>
            <Input autoFocus autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          {mayShare ? (
            <div className="grid gap-1">
              <div className="flex items-center gap-2">
                <Checkbox
                  id="view-shared"
                  checked={shared}
                  onCheckedChange={(c) => setShared(c === true)}
                  aria-describedby="view-shared-help"
                />
                <Label htmlFor="view-shared">Share with the team</Label>
              </div>
              <p id="view-shared-help" className="text-sm text-muted-foreground">
                Everyone in the team can open a shared view; only you and admins can change it.
              </p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Shared with the team by {view?.owner}.</p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : props.mode === "create" ? "Save view" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
