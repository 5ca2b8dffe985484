"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Ban, MoreHorizontal, Pause, Play, type LucideIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { PendingButton } from "@/components/record/pending-button";
import { useProduction } from "@/components/record/use-production";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/api-client";
import { can } from "@/lib/auth/permissions";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { webhookKeys } from "@/lib/webhooks/queries";
import type { SubscriptionListData } from "@/lib/webhooks/types";
import { actionsFor, applyAction, type StatusAction } from "./list/status-transitions";

type Props = {
  subscription: WebhookSubscription;
  variant: "row" | "page";
  // Row variant only: further menu items (e.g. links) shown above the status actions.
  children?: ReactNode;
};

const verbs: Record<StatusAction, { label: string; pending: string; done: string; icon: LucideIcon }> = {
  pause: { label: "Pause", pending: "Pausing…", done: "Paused", icon: Pause },
  disable: { label: "Disable", pending: "Disabling…", done: "Disabled", icon: Ban },
  reactivate: { label: "Reactivate", pending: "Reactivating…", done: "Reactivated", icon: Play },
};

// The consequences, spelled out before the act: what stops, what is dropped, what is not caught up.
function consequences(action: StatusAction, from: SubscriptionStatus, target: string): ReactNode {
  const url = <span className="font-medium break-all text-foreground">{target}</span>;
  if (action === "reactivate")
    return (
      <>
        <p>Events are delivered to {url} again, and the failure count starts again at 0.</p>
        <p>
          Only events that occur from now on are delivered. Nothing missed while it was {from} is caught up:
          to resend those, use “Replay failed deliveries…” in the delivery health view.
        </p>
      </>
    );
  return (
    <>
      <p>
        No events are delivered to {url} while it is {action === "pause" ? "paused" : "disabled"}.
      </p>
      <p>
        Deliveries waiting for a retry are marked failed: they are not retried by themselves, but “Replay
        failed deliveries…” in the delivery health view can resend them after you reactivate.
      </p>
      <p>
        {action === "pause"
          ? "Use pause for planned maintenance of the endpoint. "
          : "Use disable for an endpoint that is gone or broken; it stays disabled until someone reactivates it. "}
        Reactivating later delivers only new events; nothing in between is caught up.
      </p>
    </>
  );
}

type Snapshot = {
  lists: [readonly unknown[], SubscriptionListData | undefined][];
  detail?: WebhookSubscription;
};

// Optimistic: every cached list and the detail show the new status at once, and go back if the API refuses.
function useStatusMutation(s: WebhookSubscription) {
  const qc = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (action: StatusAction) =>
      (await apiFetch<{ data: WebhookSubscription }>(`/api/webhooks/${s.id}/${action}`, { method: "POST" }))
        .data,
    onMutate: (action): Snapshot => {
      const lists = qc.getQueriesData<SubscriptionListData>({ queryKey: webhookKeys.lists() });
      const detail = qc.getQueryData<WebhookSubscription>(webhookKeys.detail(s.id));
      for (const [key, list] of lists)
        if (list)
          qc.setQueryData<SubscriptionListData>(key, {
            ...list,
            data: list.data.map((r) => (r.id === s.id ? applyAction(r, action) : r)),
          });
      if (detail) qc.setQueryData(webhookKeys.detail(s.id), applyAction(detail, action));
      // Stop a refetch in flight from painting the old status over the new one (without reverting it).
      void qc.cancelQueries({ queryKey: webhookKeys.lists() }, { revert: false });
      void qc.cancelQueries({ queryKey: webhookKeys.detail(s.id) }, { revert: false });
      return { lists, detail };
    },
    onError: (err, action, ctx) => {
      for (const [key, rows] of ctx?.lists ?? []) qc.setQueryData(key, rows);
      if (ctx?.detail) qc.setQueryData(webhookKeys.detail(s.id), ctx.detail);
      toast.error(`Could not ${verbs[action].label.toLowerCase()} ${s.url}: ${err.message}`);
    },
    onSuccess: (updated, action) => {
      qc.setQueryData(webhookKeys.detail(s.id), updated);
      if (action === "reactivate")
        toast.success(`Reactivated ${s.url}`, {
          description:
            "Only new events are delivered. Missed ones can be replayed from the delivery health view.",
          action: { label: "Delivery health", onClick: () => router.push(`/webhooks/${s.id}/health`) },
        });
      else toast.success(`${verbs[action].done} ${s.url}`);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

// Pause, Disable and Reactivate for support staff: a compact menu in a list row, buttons on the detail page.
export function SubscriptionStatusActions({ subscription: s, variant, children }: Props) {
  const { role } = useShell();
  const { note } = useProduction();
  const mutation = useStatusMutation(s);
  const [open, setOpen] = useState(false);
  // What was asked about, from which status: kept so the dialog's text does not change while it animates
  // closed (the optimistic update changes the status at once).
  const [asked, setAsked] = useState<{ action: StatusAction; from: SubscriptionStatus }>({
    action: "pause",
    from: s.status,
  });
  const focusBack = useRef<HTMLElement | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const actions = can(role, "subscriptions:operate") ? actionsFor(s.status) : [];
  const pendingAction = mutation.isPending ? mutation.variables : undefined;

  const ask = (action: StatusAction, from: HTMLElement | null) => {
    focusBack.current = from;
    setAsked({ action, from: s.status });
    setOpen(true);
  };
  const act = () => mutation.mutate(asked.action);
  // Where focus goes when the dialog closes: the button that opened it, or, when that went away with the old
  // status (Pause becomes Reactivate), the first of the new buttons rather than <body>.
  const pageReturn = useMemo(
    () => ({
      get current() {
        const from = focusBack.current;
        return from?.isConnected ? from : (group.current?.querySelector<HTMLElement>("button") ?? null);
      },
    }),
    [],
  );

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      returnFocus={variant === "row" ? trigger : pageReturn}
      title={`${verbs[asked.action].label} this subscription?`}
      description={
        <>
          {consequences(asked.action, asked.from, s.url)}
          {note && <p>{note}</p>}
        </>
      }
      confirmLabel={`${verbs[asked.action].label} subscription`}
      destructive={asked.action === "disable"}
      onConfirm={act}
    />
  );

  if (variant === "page") {
    if (actions.length === 0) return null;
    return (
      <div ref={group} role="group" aria-label="Delivery status" className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const { label, pending, icon: Icon } = verbs[action];
          const busy = pendingAction === action;
          return (
            <PendingButton
              key={action}
              pending={mutation.isPending}
              onClick={() => ask(action, document.activeElement as HTMLElement | null)}
            >
              {busy ? <Spinner label={pending} /> : <Icon aria-hidden />}
              {busy ? pending : label}
            </PendingButton>
          );
        })}
        {dialog}
      </div>
    );
  }

  if (actions.length === 0 && !children) return null;
  return (
    <>
      {/* Not modal: a modal menu hides the rest of the page with aria-hidden while it is open, which leaves
          focusable elements inside hidden regions (axe's aria-hidden-focus); the dialog it opens is modal. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Actions for ${s.url}`}
            aria-busy={mutation.isPending || undefined}
          >
            {mutation.isPending ? (
              <Spinner label={pendingAction ? verbs[pendingAction].pending : "Working"} />
            ) : (
              <MoreHorizontal aria-hidden />
            )}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {children}
          {children && actions.length > 0 && <DropdownMenuSeparator />}
          {actions.length > 0 && <DropdownMenuLabel>Delivery status</DropdownMenuLabel>}
          {actions.map((action) => {
            const { label, icon: Icon } = verbs[action];
            return (
              <DropdownMenuItem
                key={action}
                disabled={mutation.isPending}
                variant={action === "disable" ? "destructive" : "default"}
                onSelect={() => ask(action, trigger.current)}
              >
                <Icon aria-hidden />
                {label}…
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog}
    </>
  );
}
