import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import { withUnreadable, type ReadList, type ReadOne } from "@/lib/partner-api/contract/reader/outcomes";
import type { Project, ProjectStatus, ProjectType } from "@/lib/partner-api/contract/reader";
import type { ProjectFilters } from "./types";

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

// The browser fetches over the console's routes; a server page uses projectReads(api), the calls those routes make.
const overRoutes = {
  list: (f: ProjectFilters) => apiFetch<ReadList<Project>>(`/api/projects${toSearch(f)}`),
  get: (id: number) => apiFetch<ReadOne<Project>>(`/api/projects/${id}`),
  statuses: async () => (await apiFetch<{ data: ProjectStatus[] }>("/api/project-statuses")).data,
  types: async () => (await apiFetch<{ data: ProjectType[] }>("/api/project-types")).data,
};
export type ProjectReads = typeof overRoutes;

export const projectListOptions = (f: ProjectFilters, reads: Pick<ProjectReads, "list"> = overRoutes) =>
  queryOptions({ queryKey: projectKeys.list(f), queryFn: () => reads.list(f) });

export const projectOptions = (id: number, reads: Pick<ProjectReads, "get"> = overRoutes) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: async () => withUnreadable(await reads.get(id)),
  });

export const statusOptions = (reads: Pick<ProjectReads, "statuses"> = overRoutes) =>
  queryOptions({ queryKey: referenceKeys.statuses, queryFn: () => reads.statuses(), staleTime: 5 * 60_000 });

export const typeOptions = (reads: Pick<ProjectReads, "types"> = overRoutes) =>
  queryOptions({ queryKey: referenceKeys.types, queryFn: () => reads.types(), staleTime: 5 * 60_000 });
