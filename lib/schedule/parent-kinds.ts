import type { MilestoneParentType } from "@/lib/partner-api/contract";

// The Partner API calls a lead's schedule parent "inquiry"; every translation between the two reads this table.
export const parentKinds = {
  project: { noun: "project", section: "Projects", path: "projects" },
  inquiry: { noun: "lead", section: "Leads", path: "leads" },
} as const satisfies Record<MilestoneParentType, { noun: string; section: string; path: string }>;

export const parentKind = (parentType: MilestoneParentType) => parentKinds[parentType];
