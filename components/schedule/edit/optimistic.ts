import type {
  MilestoneCreateBody,
  MilestoneParentType,
  MilestoneUpdateBody,
} from "@/lib/partner-api/contract";
import type { Milestone } from "@/lib/partner-api/contract/reader";

export type ScheduleParent = { parentType: MilestoneParentType; parentId: number };
export type MilestonePatch = Partial<Omit<MilestoneUpdateBody, "parentId" | "parentType">>;

// A milestone being created has no id yet: it shows under this stand-in (never digits, so never sent to the API)
// until the answer replaces it.
const PLACEHOLDER_PREFIX = "creating-";
export const isPlaceholder = (m: Pick<Milestone, "id">) => m.id.startsWith(PLACEHOLDER_PREFIX);

// What the milestone looks like once the API applies the patch, as far as the console can tell: the fields as
// sent, a CHECKPOINT's start following its due date (as the API does), the type never changing.
export function applyPatch(m: Milestone, patch: MilestonePatch): Milestone {
  const { milestoneType: _type, timelineId, parentMilestoneId, ...fields } = patch;
  const next: Milestone = { ...m };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
  if (timelineId !== undefined) next.timelineId = timelineId;
  if (parentMilestoneId !== undefined)
    next.parentMilestoneId = parentMilestoneId == null ? null : String(parentMilestoneId);
  if (m.milestoneType === "CHECKPOINT" && patch.dueDate !== undefined && patch.startDate === undefined)
    next.startDate = next.dueDate;
  return next;
}

// The stand-in row of a create: at the end of its siblings (the API's default position), open unless told.
export function placeholderMilestone(
  body: MilestoneCreateBody,
  parent: ScheduleParent,
  existing: readonly Milestone[],
  seq: number,
  now: Date,
): Milestone {
  const type = body.milestoneType ?? "ITEM";
  const parentMilestoneId = body.parentMilestoneId == null ? null : String(body.parentMilestoneId);
  const siblings = existing.filter((m) => m.parentMilestoneId === parentMilestoneId);
  const dueDate = body.dueDate ?? null;
  return {
    id: `${PLACEHOLDER_PREFIX}${seq}`,
    name: body.name,
    description: body.description ?? null,
    location: body.location ?? null,
    color: body.color ?? null,
    startDate: type === "CHECKPOINT" ? (body.startDate ?? dueDate) : (body.startDate ?? null),
    dueDate,
    wholeDay: body.wholeDay ?? false,
    position: body.position ?? Math.max(-1, ...siblings.map((m) => m.position)) + 1,
    status: body.status ?? "OPEN",
    milestoneType: type,
    parentMilestoneId,
    timelineId: body.timelineId ?? null,
    parentId: parent.parentId,
    parentType: parent.parentType,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

// How many milestones sit under a PHASE: the API refuses to delete one that has any.
export const childCount = (list: readonly Milestone[], phaseId: string) =>
  list.filter((m) => m.parentMilestoneId === phaseId).length;

export const phasesOf = (list: readonly Milestone[]) =>
  list
    .filter((m) => m.milestoneType === "PHASE")
    .sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
