import { z } from "zod";
import { milestoneCreateBody, milestoneUpdateBody } from "@/lib/partner-api/contract";
import { readId, readPathId } from "@/lib/partner-api/contract/reader";

// Ids the console sends back are the API's own, any positive safe integer (READER.md), not the sandbox's bounds.
const milestoneRef = z.union([readPathId, readId]).transform(String);
const references = {
  parentMilestoneId: milestoneRef.nullable().optional(),
  timelineId: readId.nullable().optional(),
};

// The console's POST /api/{projects,leads}/[id]/milestones body.
export const milestoneCreateWrite = milestoneCreateBody.extend(references);

// The contract's update body (parentId and parentType required on every update), with messages that say what
// is missing instead of zod's "expected number".
const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

export const milestonePatchBody = milestoneUpdateBody.extend({
  ...references,
  parentId: z.int(whenMissing("required: the id of the project or lead the milestone belongs to")).positive(),
  parentType: z.enum(["project", "inquiry"], whenMissing('required: "project" or "inquiry" (a lead)')),
});

export const milestoneParams = z.object({ id: readPathId.transform(String) });
