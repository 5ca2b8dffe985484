"use client";

import { ArrowRightLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { focusMovedCard } from "./board-keyboard";

export type PhaseOption = { id: number; name: string };

// The keyboard way to move a card: focus its menu button, pick the phase.
export function MoveMenu({
  lead,
  name,
  phases,
  onMove,
}: {
  lead: Lead;
  name: string;
  phases: PhaseOption[];
  onMove: (lead: Lead, to: PhaseOption) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-7 shrink-0"
          aria-label={`Move ${name} to another phase`}
        >
          <ArrowRightLeft aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {phases
          .filter((p) => p.id !== lead.phaseId)
          .map((p) => (
            <DropdownMenuItem
              key={p.id}
              onSelect={() => {
                onMove(lead, p);
                // The card re-renders in its new column: focus goes to its menu button there.
                focusMovedCard(lead.id, p.id, "menu");
              }}
            >
              {p.name}
            </DropdownMenuItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
