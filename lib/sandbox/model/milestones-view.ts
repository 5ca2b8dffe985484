import type { Milestone } from "@/lib/partner-api/contract";
import { schema } from "../core/db";

// A milestone row as the API shows it: the handlers answer with it and the delivery engine puts it in events.
type Row = typeof schema.milestones.$inferSelect;

export function viewMilestone(r: Row): Milestone {
  return {
    id: String(r.id),
    name: r.name,
    description: r.description,
    location: r.location,
    color: r.color,
    startDate: r.startDate,
    dueDate: r.dueDate,
    wholeDay: r.wholeDay,
    position: r.position,
    status: r.status,
    milestoneType: r.milestoneType,
    parentMilestoneId: r.parentMilestoneId == null ? null : String(r.parentMilestoneId),
    timelineId: r.timelineId,
    parentId: r.parentId,
    parentType: r.parentType,
    ...(r.baselineStartDate != null || r.baselineDueDate != null
      ? { baselineStartDate: r.baselineStartDate, baselineDueDate: r.baselineDueDate }
      : {}),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
