"use client";

import { useMutation } from "@tanstack/react-query";
import { Send, X } from "lucide-react";
import Link from "next/link";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import type { WebhookDelivery } from "@/lib/partner-api/contract/reader";
import { formatMs } from "@/lib/webhooks/delivery-stats";
import { failureCause } from "@/lib/webhooks/failure-cause";
import { cn } from "@/lib/utils";
import { useInvalidateHealth } from "./use-invalidate-health";

type TestResponse = { data: WebhookDelivery } | { available: false };

// One `test: true` sample event, sent now; never retried, never counted in the failure streak.
export function useTestEvent(subscriptionId: number) {
  const invalidate = useInvalidateHealth(subscriptionId);
  return useMutation({
    mutationFn: () => apiFetch<TestResponse>(`/api/webhooks/${subscriptionId}/test`, { method: "POST" }),
    onSuccess: (r) => {
      if (!("data" in r)) return;
      if (r.data.status === "success") toast.success("Test event delivered");
      else toast.error("Test event failed; see the result below the buttons");
    },
    onError: (err) => toast.error(`Could not send a test event: ${err.message}`),
    onSettled: invalidate,
  });
}

export type TestEventMutation = ReturnType<typeof useTestEvent>;
type Mutation = TestEventMutation;

type ButtonProps = {
  test: Mutation;
  active: boolean;
  // What explains, while the subscription is not active, why the button is disabled.
  describedBy?: string;
  size?: "sm" | "default";
};

export function TestEventButton({
  test,
  active,
  describedBy = "health-inactive-note",
  size = "sm",
}: ButtonProps) {
  return (
    <Button
      variant="outline"
      size={size}
      disabled={!active}
      aria-disabled={test.isPending || undefined}
      aria-busy={test.isPending || undefined}
      aria-describedby={active ? undefined : describedBy}
      className="aria-disabled:opacity-50"
      onClick={() => {
        if (!test.isPending) test.mutate();
      }}
    >
      <Send aria-hidden />
      {test.isPending ? "Sending test event…" : "Send test event"}
    </Button>
  );
}

// The test send's outcome in place, kept until dismissed or the next send. Outside the health view it links
// there (`healthHref`) instead of pointing at a log below.
export function TestEventResult({ test, healthHref }: { test: Mutation; healthHref?: string }) {
  if (!test.data) return null;
  const r = test.data;
  const dismiss = (
    <Button variant="ghost" size="icon" className="size-7" onClick={() => test.reset()}>
      <X aria-hidden />
      <span className="sr-only">Dismiss the test result</span>
    </Button>
  );
  if (!("data" in r))
    return (
      <div className="flex items-start justify-between gap-2 rounded-md border p-3 text-sm">
        <p>Test events are not available from this API.</p>
        {dismiss}
      </div>
    );
  const d = r.data;
  const a = d.attempts[0];
  const ok = d.status === "success";
  return (
    <div
      className={cn("grid gap-2 rounded-md border p-3 text-sm", ok ? "border-success" : "border-destructive")}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">
          Test event ({d.eventType}) {ok ? "delivered" : "failed"}
          {a?.responseStatus != null && `: HTTP ${a.responseStatus}`}
          {a && a.responseStatus == null && !ok && `: ${failureCause(a).label}`}
          {a?.durationMs != null && ` in ${formatMs(a.durationMs)}`}
        </p>
        {dismiss}
      </div>
      {a?.error && <p>Error: {a.error}</p>}
      {a?.responseBody ? (
        <pre
          tabIndex={0}
          role="group"
          aria-label="Response body of the test event"
          className="max-h-40 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all"
        >
          {a.responseBody}
        </pre>
      ) : (
        a && !a.error && <p className="text-muted-foreground">The response had no body.</p>
      )}
      <p className="text-muted-foreground">
        Delivery id {d.id};{" "}
        {healthHref ? (
          <>
            it is in the{" "}
            <Link href={healthHref} className="underline underline-offset-4">
              delivery log
            </Link>
            , marked Test.
          </>
        ) : (
          "it is in the log below, marked Test."
        )}
      </p>
    </div>
  );
}
