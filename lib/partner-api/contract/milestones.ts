import { z } from "zod";
import { id, isoTimestamp } from "./common";

export const milestoneTypes = ["PHASE", "ITEM", "CHECKPOINT"] as const;
export const milestoneType = z.enum(milestoneTypes);
export type MilestoneType = z.infer<typeof milestoneType>;
export const milestoneStatus = z.enum(["OPEN", "COMPLETED"]);
export type MilestoneStatus = z.infer<typeof milestoneStatus>;
export const milestoneParentType = z.enum(["project", "inquiry"]);
export type MilestoneParentType = z.infer<typeof milestoneParentType>;

// Milestone ids travel as strings (the spec types parentMilestoneId as a string); they hold digits.
export const milestoneId = z.string().regex(/^[1-9][0-9]{0,9}$/, "must be a milestone id (digits)");
const epochMs = z.int().min(0).max(8_640_000_000_000_000);
const color = z
  .string()
  .trim()
  .regex(
    /^(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3}|[a-z][a-z0-9-]{0,31})$/,
    "color must be a hex color or a token name",
  );

export const milestone = z
  .object({
    id: milestoneId,
    name: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    color: z.string().nullable(),
    startDate: epochMs.nullable(),
    dueDate: epochMs.nullable(),
    wholeDay: z.boolean(),
    position: z.int(),
    status: milestoneStatus,
    milestoneType,
    parentMilestoneId: milestoneId.nullable(),
    timelineId: id.nullable(),
    parentId: id,
    parentType: milestoneParentType,
    // Present only when a schedule baseline exists (names "not shown" in the spec).
    baselineStartDate: epochMs.nullable().optional(),
    baselineDueDate: epochMs.nullable().optional(),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .meta({ id: "Milestone" });
export type Milestone = z.infer<typeof milestone>;

const milestoneFields = z.object({
  name: z.string().trim().min(1, "name is required").max(255),
  description: z.string().max(20_000).nullable(),
  location: z.string().trim().max(255).nullable(),
  color: color.nullable(),
  startDate: epochMs.nullable(),
  dueDate: epochMs.nullable(),
  wholeDay: z.boolean(),
  position: z.int().min(0).max(1_000_000),
  status: milestoneStatus,
  milestoneType,
  // Accepts the id as a string (as the spec types it) or as a number.
  parentMilestoneId: z.union([milestoneId, id.transform(String)]).nullable(),
  timelineId: id.nullable(),
});

export const milestoneCreateBody = milestoneFields.partial().required({ name: true });
export type MilestoneCreateBody = z.infer<typeof milestoneCreateBody>;

export const milestoneUpdateBody = milestoneFields.partial().extend({
  parentId: id,
  parentType: milestoneParentType,
});
export type MilestoneUpdateBody = z.infer<typeof milestoneUpdateBody>;
