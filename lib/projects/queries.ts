import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import { withUnreadable, type ReadList, type ReadOne } from "@/lib/partner-api/contract/reader/outcomes";
import type { Project, ProjectStatus, ProjectType } from "@/lib/partner-api/contract/reader";
import type { ProjectFilters } from "@/lib/projects/types";

// Query keys by prefix: invalidating projectKeys.all refreshes every list and detail after a mutation.
export const projectKeys = {
  all: ["projects"] as const,
  lists: () => [...projectKeys.all, "list"] as const,
  list: (f: ProjectFilters) => [...projectKeys.lists(), f] as const,
  detail: (id: number) => [...projectKeys.all, "detail", id] as const,
};

export const referenceKeys = {
  statuses: ["project-statuses"] as const,
  types: ["project-types"] as const,
};

export const projectListOptions = (f: ProjectFilters) =>
  queryOptions({
    queryKey: projectKeys.list(f),
    queryFn: () => apiFetch<ReadList<Project>>(`/api/projects${toSearch(f)}`),
  });

export const projectOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: async () => withUnreadable(await apiFetch<ReadOne<Project>>(`/api/projects/${id}`)),
  });

export const statusOptions = () =>
  queryOptions({
    queryKey: referenceKeys.statuses,
    queryFn: async () => (await apiFetch<{ data: ProjectStatus[] }>("/api/project-statuses")).data,
    staleTime: 5 * 60_000,
  });

export const typeOptions = () =>
  queryOptions({
    queryKey: referenceKeys.types,
    queryFn: async () => (await apiFetch<{ data: ProjectType[] }>("/api/project-types")).data,
    staleTime: 5 * 60_000,
  });
