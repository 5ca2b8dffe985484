import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Incident } from "./timeline/types";
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
