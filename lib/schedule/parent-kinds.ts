import type { MilestoneParentType } from "@/lib/partner-api/contract";

// A schedule's parent, by its wire name: the Partner API calls a lead's schedule parent "inquiry". Every place
// that turns one into the other (pages, console routes, audit targets, breadcrumbs) reads this table.
export const parentKinds = {
  project: { noun: "project", section: "Projects", path: "projects" },
  inquiry: { noun: "lead", section: "Leads", path: "leads" },
} as const satisfies Record<MilestoneParentType, { noun: string; section: string; path: string }>;

export const parentKind = (parentType: MilestoneParentType) => parentKinds[parentType];
