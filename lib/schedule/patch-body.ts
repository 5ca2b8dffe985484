import { z } from "zod";
import { milestoneId, milestoneUpdateBody } from "@/lib/partner-api/contract";

// The console's PATCH /api/milestones/[id] body: the contract's update body, whose parentId and parentType the
// API requires on every update, with messages that say what is missing instead of zod's "expected number".
const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

export const milestonePatchBody = milestoneUpdateBody.extend({
  parentId: z.int(whenMissing("required: the id of the project or lead the milestone belongs to")).positive(),
  parentType: z.enum(["project", "inquiry"], whenMissing('required: "project" or "inquiry" (a lead)')),
});

export const milestoneParams = z.object({ id: milestoneId });
