"use client";

import { Activity, ExternalLink, Send } from "lucide-react";
import Link from "next/link";
import { useRef, useState } from "react";
import { useShell } from "@/components/shell/environment-context";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { can } from "@/lib/auth/permissions";
import type { ListedSubscription } from "@/lib/webhooks/types";
import { TestEventResult, useTestEvent } from "../health/test-event";
import { SubscriptionStatusActions } from "../status-actions";

// Test sends need an active subscription and a role that may operate subscriptions, as in the health view.
export function RowActions({ subscription: s }: { subscription: ListedSubscription }) {
  const { role } = useShell();
  const test = useTestEvent(s.id);
  const [open, setOpen] = useState(false);
  const cell = useRef<HTMLSpanElement>(null);
  const mayTest = can(role, "subscriptions:operate");
  const active = s.status === "active";
  return (
    <span ref={cell}>
      <SubscriptionStatusActions subscription={s} variant="row">
        <DropdownMenuItem asChild>
          <Link href={`/webhooks/${s.id}`} prefetch={false}>
            <ExternalLink aria-hidden />
            Open
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/webhooks/${s.id}/health`} prefetch={false}>
            <Activity aria-hidden />
            Delivery health
          </Link>
        </DropdownMenuItem>
        {mayTest && (
          <DropdownMenuItem
            disabled={!active || test.isPending}
            onSelect={() => {
              test.reset();
              setOpen(true);
              test.mutate();
            }}
          >
            <Send aria-hidden />
            {active ? "Send test event" : "Send test event (needs an active subscription)"}
          </DropdownMenuItem>
        )}
      </SubscriptionStatusActions>
      {mayTest && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent
            onCloseAutoFocus={(e) => {
              // Opened from a menu that is gone: focus goes back to the row's menu button.
              e.preventDefault();
              cell.current?.querySelector<HTMLElement>("button")?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>Test event</DialogTitle>
              <DialogDescription className="break-all">To {s.url}</DialogDescription>
            </DialogHeader>
            <div aria-live="polite" aria-busy={test.isPending || undefined}>
              {test.isPending && <p className="text-sm">Sending test event…</p>}
              {test.isError && (
                <p className="text-sm text-destructive">Could not send: {test.error.message}</p>
              )}
              <TestEventResult test={test} healthHref={`/webhooks/${s.id}/health`} />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Close
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </span>
  );
}
