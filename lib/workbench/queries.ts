import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { ListEnvelope } from "@/lib/partner-api/contract";
import type { ClockState, Inbox, InboxRequest, ResetInfo } from "@/lib/partner-api/contract/workbench";

// The sandbox workbench's queries over the console's routes (/api/workbench/…); client-safe.
export const workbenchKeys = {
  all: ["workbench"] as const,
  inboxes: () => [...workbenchKeys.all, "inboxes"] as const,
  requests: (inboxId: number) => [...workbenchKeys.all, "inbox-requests", inboxId] as const,
  request: (inboxId: number, requestId: number) =>
    [...workbenchKeys.requests(inboxId), "one", requestId] as const,
  clock: () => [...workbenchKeys.all, "clock"] as const,
  reset: () => [...workbenchKeys.all, "reset"] as const,
};

// What an inbox shows live: polled while the page is open (a request arrives without the page doing anything).
export const REQUESTS_POLL_MS = 2_000;
export const REQUESTS_SHOWN = 25;

export const inboxesQuery = () =>
  queryOptions({
    queryKey: workbenchKeys.inboxes(),
    queryFn: () => apiFetch<{ data: Inbox[] }>("/api/workbench/inboxes"),
    refetchInterval: REQUESTS_POLL_MS,
  });

export const inboxRequestsQuery = (inboxId: number) =>
  queryOptions({
    queryKey: workbenchKeys.requests(inboxId),
    queryFn: () =>
      apiFetch<ListEnvelope<InboxRequest>>(
        `/api/workbench/inboxes/${inboxId}/requests?limit=${REQUESTS_SHOWN}&offset=0`,
      ),
    refetchInterval: REQUESTS_POLL_MS,
  });

// One request an inbox received, linked to by id (from a delivery in the request inspector). What it received
// does not change, so it is not polled.
export const inboxRequestQuery = (inboxId: number, requestId: number) =>
  queryOptions({
    queryKey: workbenchKeys.request(inboxId, requestId),
    queryFn: () =>
      apiFetch<{ data: InboxRequest }>(`/api/workbench/inboxes/${inboxId}/requests/${requestId}`),
    staleTime: Infinity,
  });

export const clockQuery = () =>
  queryOptions({
    queryKey: workbenchKeys.clock(),
    queryFn: () => apiFetch<{ data: ClockState }>("/api/workbench/clock"),
    refetchInterval: 10_000,
  });

export const resetInfoQuery = () =>
  queryOptions({
    queryKey: workbenchKeys.reset(),
    queryFn: () => apiFetch<{ data: ResetInfo }>("/api/workbench/reset"),
  });
