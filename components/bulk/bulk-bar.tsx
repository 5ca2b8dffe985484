"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { usePaletteActions, type PaletteAction } from "@/components/palette/registry";
import { Button } from "@/components/ui/button";
import { recentJobsOptions } from "@/lib/bulk/queries";
import type { BulkChoice as Choice, BulkEntity, LeadFilter, ProjectFilter } from "@/lib/bulk/types";
import { ACTIONS, selectionLabel, type ListedAction } from "./actions";
import { useSelection } from "./selection";

// The dialog and the progress panel load when first wanted (JS budget of /projects and /leads).
const BulkDialog = dynamic(() => import("./bulk-dialog").then((m) => m.BulkDialog), { ssr: false });
const JobPanel = dynamic(() => import("./job-panel").then((m) => m.JobPanel), { ssr: false });

// Above a table: how many rows are picked, "Select all N matching" across pages, and the bulk actions.
export function BulkBar(props: {
  entity: BulkEntity;
  total: number;
  filters: ProjectFilter | LeadFilter;
  choices: Choice[];
  canDelete: boolean;
}) {
  const s = useSelection();
  // Open with the action the command palette named, or undefined for the dialog's first.
  const [open, setOpen] = useState<false | { action?: ListedAction }>(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  // A job still running from an earlier visit (the tab was closed) shows again.
  const { data: recent } = useQuery(recentJobsOptions());
  const running = recent?.find(
    (j) => j.entity === props.entity && j.state !== "done" && j.state !== "cancelled",
  );
  const shown = jobId ?? (dismissed ? null : (running?.id ?? null));
  const count = !s ? 0 : s.all ? props.total : s.ids.size;
  const all = Boolean(s?.all);
  const { entity, canDelete } = props;
  // The palette (Ctrl/⌘-K) offers each action on the picked rows, opening the same confirmation as below.
  const paletteActions = useMemo<PaletteAction[]>(
    () =>
      count === 0
        ? []
        : ACTIONS[entity]
            .filter(([a]) => a !== "delete" || canDelete)
            .map(([a]) => ({
              id: `bulk-${a}`,
              label: selectionLabel(entity, a, count, all),
              group: "Selected rows" as const,
              run: () => setOpen({ action: a }),
            })),
    [entity, canDelete, count, all],
  );
  usePaletteActions(paletteActions);
  if (!s) return null;
  const noun = props.entity === "project" ? "projects" : "leads";
  const pageFull = s.pageIds.length > 0 && s.pageIds.every((id) => s.ids.has(id));
  return (
    <div className="space-y-2 pb-3">
      {count > 0 && (
        <div role="region" aria-label="Bulk selection" className="flex flex-wrap items-center gap-2 text-sm">
          <span aria-live="polite">
            {s.all
              ? `All ${props.total.toLocaleString("en")} matching ${noun} selected`
              : `${count} selected`}
          </span>
          {!s.all && pageFull && props.total > s.ids.size && (
            <Button variant="link" size="sm" onClick={s.selectAll}>
              Select all {props.total.toLocaleString("en")} matching
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={s.clear}>
            Clear selection
          </Button>
          <Button size="sm" onClick={() => setOpen({})}>
            Bulk actions…
          </Button>
        </div>
      )}
      {open && (
        <BulkDialog
          {...props}
          initialAction={open.action}
          count={count}
          selection={s.all ? { filters: props.filters } : { ids: [...s.ids] }}
          onClose={() => setOpen(false)}
          onStarted={(id) => {
            setOpen(false);
            s.clear();
            setJobId(id);
          }}
        />
      )}
      {shown !== null && (
        <JobPanel
          jobId={shown}
          onJob={setJobId}
          onClose={() => {
            setJobId(null);
            setDismissed(true);
          }}
        />
      )}
    </div>
  );
}
