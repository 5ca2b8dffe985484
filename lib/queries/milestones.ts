import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { MilestoneParentType } from "@/lib/partner-api/contract";
import type { Milestone } from "@/lib/partner-api/contract/reader";

// One cache entry per schedule: the whole list of a project's or lead's milestones (the API cannot filter).
export const scheduleKeys = {
  all: ["schedule"] as const,
  schedule: (parentType: MilestoneParentType, parentId: number) =>
    [...scheduleKeys.all, parentType, parentId] as const,
};

// Console API paths: a schedule's list/create route and one milestone's PATCH/DELETE route.
export const scheduleApiPath = (parentType: MilestoneParentType, parentId: number) =>
  `/api/${parentType === "inquiry" ? "leads" : "projects"}/${parentId}/milestones`;
export const milestoneApiPath = (id: string) => `/api/milestones/${encodeURIComponent(id)}`;

export const scheduleOptions = (parentType: MilestoneParentType, parentId: number) =>
  queryOptions({
    queryKey: scheduleKeys.schedule(parentType, parentId),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: Milestone[] }>(scheduleApiPath(parentType, parentId), { signal })).data,
  });
