"use client";

import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/utils";
import { parseInboxSelection } from "@/lib/workbench/delivery-links";
import { inboxesQuery } from "@/lib/workbench/queries";
import { CreateInboxForm } from "./create-inbox-form";
import { InboxPanel } from "./inbox-panel";

// The inbox and request shown, kept in the address (?inbox=&request=) so a link opens them and a reload keeps them.
function select(inbox: number, request?: number) {
  const search = new URLSearchParams({ inbox: String(inbox) });
  if (request !== undefined) search.set("request", String(request));
  window.history.replaceState(null, "", `?${search}`);
}

// /workbench/inboxes: the company's inboxes, one shown at a time with what it received.
export function InboxesWorkbench({ canWrite }: { canWrite: boolean }) {
  const { data, error, isPending } = useQuery(inboxesQuery());
  const selection = parseInboxSelection(new URLSearchParams(useSearchParams().toString()));
  const inboxes = data?.data ?? [];
  const named = inboxes.find((i) => i.id === selection.inbox);
  const current = named ?? inboxes[0];

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Webhook inboxes</h1>
        <p className="text-sm text-muted-foreground">
          Receiving URLs in the sandbox: subscribe one, make a change, and watch the signed delivery arrive.
        </p>
      </div>
      {canWrite && <CreateInboxForm onCreated={(i) => select(i.id)} />}
      {error && <p role="alert">The inboxes could not be loaded: {error.message}</p>}
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading inboxes…</p>
      ) : inboxes.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="No inboxes yet"
          description="Create one to get a receiving URL you can subscribe to webhook events."
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <nav aria-label="Inboxes">
            <ul className="grid gap-1">
              {inboxes.map((i) => (
                <li key={i.id}>
                  <button
                    type="button"
                    aria-current={i.id === current?.id ? "true" : undefined}
                    onClick={() => select(i.id)}
                    className={cn(
                      "flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-accent",
                      i.id === current?.id && "bg-accent font-medium",
                    )}
                  >
                    <span className="truncate">{i.name}</span>
                    <span className="text-muted-foreground">
                      {i.requestCount}
                      <span className="sr-only"> requests</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid min-w-0 content-start gap-3">
            {selection.inbox !== null && !named && (
              <p role="status" className="text-sm text-muted-foreground">
                Inbox {selection.inbox} no longer exists; the first inbox is shown.
              </p>
            )}
            {current && (
              <InboxPanel
                key={current.id}
                inbox={current}
                canWrite={canWrite}
                picked={named ? selection.request : null}
                onPick={(request) => select(current.id, request)}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
