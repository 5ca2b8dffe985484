"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/api-client";
import { inboxOptions, opsKeys } from "@/lib/webhook-ops/queries";
import { NotificationRow } from "./notification-row";

// The in-app notification centre: a bell with the unread count, the list in a popover, mark read.
export function NotificationBell() {
  const qc = useQueryClient();
  const inbox = useQuery(inboxOptions());
  const read = useMutation({
    mutationFn: (ids?: number[]) =>
      apiFetch("/api/notifications/read", { method: "POST", json: ids ? { ids } : {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.inbox }),
  });
  const unread = inbox.data?.unread ?? 0;
  const label = unread === 0 ? "Notifications" : `Notifications: ${unread} unread`;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={label} className="relative">
          <Bell aria-hidden className="size-4" />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="unread-count"
              className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-destructive px-1 text-[10px] font-semibold leading-4 text-destructive-foreground"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 p-0" aria-label="Notifications">
        <div className="flex items-center justify-between border-b px-3 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" asChild>
              <Link href="/settings/notifications">Settings</Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || read.isPending}
              onClick={() => read.mutate(undefined)}
            >
              Mark all read
            </Button>
          </div>
        </div>
        <div className="max-h-96 overflow-y-auto">
          {inbox.isPending ? (
            <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
              <Spinner /> Loading notifications…
            </p>
          ) : inbox.isError ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              Notifications could not be loaded: {inbox.error.message}
            </p>
          ) : inbox.data.items.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">
              No notifications. Warnings about failing webhooks appear here.
            </p>
          ) : (
            <ul aria-label="Notification list">
              {inbox.data.items.map((n) => (
                <NotificationRow
                  key={n.notificationId}
                  item={n}
                  onOpen={() => !n.readAt && read.mutate([n.notificationId])}
                />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
