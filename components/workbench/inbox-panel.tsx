"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import type { Inbox } from "@/lib/partner-api/contract/workbench";
import { workbenchKeys } from "@/lib/workbench/queries";
import { BehaviourForm } from "./behaviour-form";
import { RequestList } from "./request-list";

// The webhook form, filled in with the inbox's URL: the subscription is made as any other, its secret shown once.
const subscribeHref = (inbox: Inbox) =>
  `/webhooks/new?${new URLSearchParams({ url: inbox.url, description: `Inbox: ${inbox.name}` })}`;

export function describeBehaviour(b: Inbox["behaviour"]): string {
  const parts = [`answers ${b.status}`];
  if (b.retryAfterS !== null) parts.push(`with Retry-After: ${b.retryAfterS}`);
  if (b.delayMs > 0) parts.push(`after ${b.delayMs} ms`);
  if (b.failNext > 0) parts.push(`(the next ${b.failNext} get 500 first)`);
  return parts.join(" ");
}

// One inbox: its receiving URL, "create a subscription to this inbox", how it answers, what it received.
export function InboxPanel({
  inbox,
  canWrite,
  picked,
  onPick,
}: {
  inbox: Inbox;
  canWrite: boolean;
  picked: number | null;
  onPick: (requestId: number) => void;
}) {
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    try {
      await apiFetch(`/api/workbench/inboxes/${inbox.id}`, { method: "DELETE" });
      await qc.invalidateQueries({ queryKey: workbenchKeys.inboxes() });
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <section aria-labelledby={`inbox-${inbox.id}`} className="grid min-w-0 content-start gap-4">
      <div className="grid gap-1">
        <h2 id={`inbox-${inbox.id}`} className="text-lg font-semibold">
          {inbox.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          This inbox {describeBehaviour(inbox.behaviour)}. It keeps the last 500 requests.
        </p>
      </div>
      <dl className="grid gap-1">
        <dt className="text-sm font-medium">Receiving URL</dt>
        <dd>
          <code className="break-all rounded bg-muted px-2 py-1 text-sm">{inbox.url}</code>
        </dd>
      </dl>
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Link href={subscribeHref(inbox)} className={buttonVariants()}>
            Create a subscription to this inbox
          </Link>
          {confirming ? (
            <>
              <Button variant="destructive" onClick={remove}>
                Delete {inbox.name} and its requests
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Delete inbox
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {canWrite && <BehaviourForm inbox={inbox} />}
      <RequestList inboxId={inbox.id} picked={picked} onPick={onPick} />
    </section>
  );
}
