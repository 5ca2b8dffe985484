import "server-only";
import { collectAllRead } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { MilestoneCreateBody, MilestoneParentType } from "@/lib/partner-api/contract";
import type { Milestone, RecordIssue } from "@/lib/partner-api/contract/reader";
import { parentKind } from "./parent-kinds";

// Every milestone of a project's or lead's schedule. The list endpoints page but cannot filter, so a timeline
// needs all pages (300 a request). Milestones the console could not read come back named in `unreadable`.
export type Schedule = { data: Milestone[]; unreadable?: RecordIssue[] };
export function listMilestones(
  api: PartnerApiClient,
  parentType: MilestoneParentType,
  parentId: number,
): Promise<Schedule> {
  return collectAllRead(async (offset, limit) =>
    parentType === "project"
      ? (
          await api.call("listProjectMilestones", {
            params: { projectId: parentId },
            query: { offset, limit },
          })
        ).data
      : (await api.call("listLeadMilestones", { params: { leadId: parentId }, query: { offset, limit } }))
          .data,
  );
}

// Create a PHASE, ITEM or CHECKPOINT on the parent's schedule (the contract has one operation per parent type).
export async function createMilestone(
  api: PartnerApiClient,
  parentType: MilestoneParentType,
  parentId: number,
  body: MilestoneCreateBody,
) {
  return parentType === "project"
    ? (await api.call("createProjectMilestone", { params: { projectId: parentId }, body })).data
    : (await api.call("createLeadMilestone", { params: { leadId: parentId }, body })).data;
}

// A server page prefetches ./queries.ts's options with this, so its data is what the browser's refetch gets.
export const scheduleReads = (api: PartnerApiClient) => ({
  schedule: (parentType: MilestoneParentType, parentId: number) => listMilestones(api, parentType, parentId),
});

// Audit targets name ids only: "project 12 milestone 345", "lead 7 milestone 9".
export function milestoneTarget(parentType: MilestoneParentType, parentId: number, milestoneId?: string) {
  const parent = `${parentKind(parentType).noun} ${parentId}`;
  return milestoneId ? `${parent} milestone ${milestoneId}` : parent;
}

// The id of a create answer ({ data: Milestone }), when there is one.
export const createdId = (result: unknown): string | undefined =>
  (result as { data?: { id?: string } } | undefined)?.data?.id;
