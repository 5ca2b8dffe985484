import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { BulkJobView, CreateJob } from "./types";

export const bulkKeys = {
  all: ["bulk-jobs"] as const,
  recent: () => [...bulkKeys.all, "recent"] as const,
  job: (id: number) => [...bulkKeys.all, id] as const,
};

const live = (j: BulkJobView | undefined) => j?.state === "collecting" || j?.state === "running";

// A job's progress, read twice a second while it runs (progress shows within a second of starting).
export const bulkJobOptions = (id: number) =>
  queryOptions({
    queryKey: bulkKeys.job(id),
    queryFn: async () => (await apiFetch<{ data: BulkJobView }>(`/api/bulk-jobs/${id}`)).data,
    refetchInterval: (q) => (live(q.state.data) ? 500 : false),
  });

// The person's live and recent jobs: a panel reopens on them after the tab was closed.
export const recentJobsOptions = () =>
  queryOptions({
    queryKey: bulkKeys.recent(),
    queryFn: async () => (await apiFetch<{ data: BulkJobView[] }>("/api/bulk-jobs")).data,
    staleTime: 30_000,
  });

const post = async (path: string, json?: unknown) =>
  (await apiFetch<{ data: BulkJobView }>(path, { method: "POST", ...(json ? { json } : {}) })).data;

export const bulkActions = {
  start: (body: CreateJob) => post("/api/bulk-jobs", body),
  cancel: (id: number) => post(`/api/bulk-jobs/${id}/cancel`),
  retry: (id: number) => post(`/api/bulk-jobs/${id}/retry`),
  undo: (id: number) => post(`/api/bulk-jobs/${id}/undo`),
};
