import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { MilestoneParentType } from "@/lib/partner-api/contract";
import type { Milestone, RecordIssue } from "@/lib/partner-api/contract/reader";
import { parentKind } from "@/lib/schedule/parent-kinds";

// One cache entry per schedule: the whole list of a project's or lead's milestones (the API cannot filter), with
// the ones the console could not read named apart.
export type ScheduleData = { data: Milestone[]; unreadable?: RecordIssue[] };
export const scheduleKeys = {
  all: ["schedule"] as const,
  schedule: (parentType: MilestoneParentType, parentId: number) =>
    [...scheduleKeys.all, parentType, parentId] as const,
};

// Console API paths: a schedule's list/create route and one milestone's PATCH/DELETE route.
export const scheduleApiPath = (parentType: MilestoneParentType, parentId: number) =>
  `/api/${parentKind(parentType).path}/${parentId}/milestones`;
export const milestoneApiPath = (id: string) => `/api/milestones/${encodeURIComponent(id)}`;

// The browser fetches over the console's route; a server page uses scheduleReads(api), the read that route makes.
const overRoutes = {
  schedule: (parentType: MilestoneParentType, parentId: number, signal?: AbortSignal) =>
    apiFetch<ScheduleData>(scheduleApiPath(parentType, parentId), { signal }),
};
export type ScheduleReads = typeof overRoutes;

export const scheduleOptions = (
  parentType: MilestoneParentType,
  parentId: number,
  reads: ScheduleReads = overRoutes,
) =>
  queryOptions({
    queryKey: scheduleKeys.schedule(parentType, parentId),
    queryFn: ({ signal }) => reads.schedule(parentType, parentId, signal),
  });
