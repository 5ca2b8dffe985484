"use client";

import { useRef, useState, type PointerEvent } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { triggerLabels } from "./list-model";

// The count of events a subscription receives. The names show on hover, and on click or Enter for keyboard and
// touch users: a popover rather than a tooltip, so it works without a mouse and stays while it is read.
export function TriggersCell({ subscription }: { subscription: WebhookSubscription }) {
  const labels = triggerLabels(subscription.triggers);
  const [open, setOpen] = useState(false);
  // Opened by a click (or key) it stays until dismissed; opened by hovering it follows the pointer.
  const [pinned, setPinned] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (labels.length === 0) return <span className="text-muted-foreground">None</span>;

  const enter = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const leave = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" || pinned) return;
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const id = `triggers-${subscription.id}`;
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        // Escape or a click elsewhere.
        setOpen(next);
        if (!next) setPinned(false);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-7 px-2 tabular-nums"
          onPointerEnter={enter}
          onPointerLeave={leave}
          onClick={(e) => {
            // Handled here instead of by Radix's toggle: a click on a hover-opened popover pins it open.
            e.preventDefault();
            clearTimeout(closeTimer.current);
            const close = open && pinned;
            setOpen(!close);
            setPinned(!close);
          }}
        >
          {labels.length} {labels.length === 1 ? "trigger" : "triggers"}
          <span className="sr-only"> of {subscription.url}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-64 p-3"
        aria-labelledby={id}
        onOpenAutoFocus={(e) => !pinned && e.preventDefault()}
        onPointerEnter={enter}
        onPointerLeave={leave}
      >
        <p id={id} className="mb-2 text-xs font-medium text-muted-foreground">
          Events delivered to this endpoint
        </p>
        <ul className="grid gap-1 text-sm">
          {labels.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
