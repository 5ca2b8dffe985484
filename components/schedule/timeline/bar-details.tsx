import { CheckCircle2, Circle } from "lucide-react";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import type { Span } from "@/lib/schedule/layout";
import { baselineLabel, datesLabel, durationLabel, STATUS_LABEL, TYPE_LABEL } from "./format";
import { plural } from "@/lib/plural";

export type PhaseInfo = { name: string; children: number; completed: number };

// The popover (a dialog) is named by the milestone's name.
export const detailsHeadingId = (m: Milestone) => `bar-details-${m.id}`;

type Props = { milestone: Milestone; span: Span | null; phase?: PhaseInfo; own?: PhaseInfo };

// What a bar's popover tells: everything the row stands for, read-only (editing is in the row's actions menu).
export function BarDetails({ milestone: m, span, phase, own }: Props) {
  const baseline = baselineLabel(m);
  const done = m.status === "COMPLETED";
  return (
    <div className="grid gap-3">
      <p id={detailsHeadingId(m)} className="font-semibold break-words">
        {m.name}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Type</dt>
        <dd>{TYPE_LABEL[m.milestoneType]}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="flex items-center gap-1">
          {done ? <CheckCircle2 aria-hidden className="size-4" /> : <Circle aria-hidden className="size-4" />}
          {STATUS_LABEL[m.status]}
        </dd>
        <dt className="text-muted-foreground">Dates</dt>
        <dd>
          {datesLabel(m, span)}
          {!m.wholeDay && m.milestoneType !== "PHASE" && span ? " (your time)" : ""}
        </dd>
        <dt className="text-muted-foreground">Duration</dt>
        <dd>{durationLabel(m, span)}</dd>
        {baseline && (
          <>
            <dt className="text-muted-foreground">Baseline</dt>
            <dd>{baseline}</dd>
          </>
        )}
        {own && (
          <>
            <dt className="text-muted-foreground">Contains</dt>
            <dd>
              {plural(own.children, "milestone")}, {own.completed} completed
            </dd>
          </>
        )}
        {phase && (
          <>
            <dt className="text-muted-foreground">Phase</dt>
            <dd className="break-words">{phase.name}</dd>
          </>
        )}
        {m.location && (
          <>
            <dt className="text-muted-foreground">Location</dt>
            <dd className="break-words">{m.location}</dd>
          </>
        )}
      </dl>
      {m.description && (
        <p className="line-clamp-5 text-sm break-words whitespace-pre-line text-muted-foreground">
          {m.description}
        </p>
      )}
    </div>
  );
}
