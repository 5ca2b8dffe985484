import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Incident } from "./timeline/types";
import type { ReplayJob } from "./recover/types";
import type { NotificationList, Preferences } from "./types";

export const opsKeys = {
  inbox: ["notifications", "inbox"] as const,
  preferences: ["notifications", "preferences"] as const,
  incidents: (id: number) => ["webhooks", "incidents", id] as const,
};

// The bell polls: the monitor reads every minute by default, so a half-minute poll shows a warning soon after.
export const inboxOptions = () =>
  queryOptions({
    queryKey: opsKeys.inbox,
    queryFn: async () => (await apiFetch<{ data: NotificationList }>("/api/notifications")).data,
    refetchInterval: 30_000,
  });

export const preferencesOptions = () =>
  queryOptions({
    queryKey: opsKeys.preferences,
    queryFn: async () => (await apiFetch<{ data: Preferences }>("/api/notifications/preferences")).data,
  });

export const incidentsOptions = (id: number) =>
  queryOptions({
    queryKey: opsKeys.incidents(id),
    queryFn: async () => (await apiFetch<{ data: Incident[] }>(`/api/webhooks/${id}/incidents`)).data,
  });

export const recoveriesOptions = (id: number) =>
  queryOptions({
    queryKey: ["webhooks", "recoveries", id] as const,
    queryFn: async () => (await apiFetch<{ data: ReplayJob[] }>(`/api/webhooks/${id}/recover`)).data,
    // While one runs its progress bar moves.
    refetchInterval: (q) => (q.state.data?.some((j) => j.status === "running") ? 1_000 : false),
  });
