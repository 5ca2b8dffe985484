"use client";

import { GripVertical } from "lucide-react";
import Link from "next/link";
import { memo } from "react";
import { Badge } from "@/components/ui/badge";
import { formatIsoDay } from "@/lib/format/dates";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadStatusVariant } from "../lead-status-badge";
import { cn } from "@/lib/utils";
import { useCardDrag } from "./board-drag";
import { MoveMenu, type PhaseOption } from "./move-menu";
import { formatMoney } from "@/lib/format/money";

type Props = {
  lead: Lead;
  phases: PhaseOption[];
  canMove: boolean;
  onMove: (lead: Lead, to: PhaseOption) => void;
};

// A lead on the board. Managers drag it by its handle, or move it with the menu (the keyboard way); support
// sees neither. The drag itself is dnd-kit's, hooked on once it has loaded (./board-drag.ts).
export const LeadCard = memo(function LeadCard({ lead, phases, canMove, onMove }: Props) {
  const { ref, handle, isDragging } = useCardDrag(lead, canMove);
  const name = lead.name ?? `Lead ${lead.id}`;
  return (
    <article
      ref={ref}
      aria-label={name}
      className={cn("rounded-md border bg-card p-3 text-sm shadow-xs", isDragging && "opacity-40")}
      data-lead-id={lead.id}
    >
      <div className="flex items-start gap-1">
        {canMove && (
          <button
            type="button"
            className="-ml-1 mt-0.5 cursor-grab rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`Drag ${name}`}
            {...handle}
            aria-pressed={isDragging || undefined}
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        )}
        <Link
          href={`/leads/${lead.id}`}
          prefetch={false}
          className="min-w-0 flex-1 font-medium break-words underline-offset-4 hover:underline"
        >
          {name}
        </Link>
        {canMove && <MoveMenu lead={lead} name={name} phases={phases} onMove={onMove} />}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
        <dt className="text-muted-foreground">Client</dt>
        <dd className="truncate">{lead.client?.name ?? "—"}</dd>
        <dt className="text-muted-foreground">Budget</dt>
        <dd>{lead.budget == null ? "—" : formatMoney(lead.budget)}</dd>
        <dt className="text-muted-foreground">Start</dt>
        <dd>{lead.expectedStartDate ? formatIsoDay(lead.expectedStartDate) : "—"}</dd>
      </dl>
      {/* Only what is exceptional: most cards are Current, and saying so on each is noise. */}
      {(lead.status.value !== "Current" || lead.projectId != null) && (
        <div className="mt-2 flex flex-wrap gap-1">
          {lead.status.value !== "Current" && (
            <Badge variant={leadStatusVariant(lead.status.value)}>{lead.status.displayName}</Badge>
          )}
          {lead.projectId != null && (
            <Badge variant="success" asChild>
              <Link href={`/projects/${lead.projectId}`} prefetch={false}>
                Converted: project {lead.projectId}
              </Link>
            </Badge>
          )}
        </div>
      )}
    </article>
  );
});
