import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { SavedView, SavedViewTable, ViewChange } from "./views";

// The browser's side of /api/saved-views.
export const savedViewKeys = {
  all: ["saved-views"] as const,
  table: (table: SavedViewTable) => [...savedViewKeys.all, table] as const,
};

export const savedViewsOptions = (table: SavedViewTable) =>
  queryOptions({
    queryKey: savedViewKeys.table(table),
    queryFn: async () =>
      (await apiFetch<{ data: SavedView[] }>(`/api/saved-views?table=${encodeURIComponent(table)}`)).data,
    staleTime: 30_000,
  });

export const savedViewActions = {
  create: (table: SavedViewTable, body: Required<ViewChange>) =>
    apiFetch("/api/saved-views", { method: "POST", json: { table, ...body } }),
  update: (id: number, body: ViewChange) =>
    apiFetch(`/api/saved-views/${id}`, { method: "PATCH", json: body }),
  remove: (id: number) => apiFetch(`/api/saved-views/${id}`, { method: "DELETE" }),
  setDefault: (id: number, on: boolean) =>
    apiFetch(`/api/saved-views/${id}/default`, { method: "PUT", json: { default: on } }),
};
