import "server-only";
import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import type { MilestoneParentType } from "@/lib/partner-api/contract";
import { milestoneCreateWrite } from "./patch-body";
import { createdId, createMilestone, listMilestones, milestoneTarget } from "./server";

// The schedule routes of a project (/api/projects/[id]/milestones) and of a lead (/api/leads/[id]/milestones):
// the same two handlers, told apart only by the parent type and the create operation.
export function scheduleRoutes(parentType: MilestoneParentType) {
  return {
    // Every milestone of the parent's schedule (all upstream pages: the list endpoints page but do not filter).
    GET: consoleHandler({ permission: "records:read", params: idParams }, async ({ api, params }) =>
      listMilestones(api, parentType, params.id),
    ),
    // Create a PHASE, ITEM or CHECKPOINT on the parent's schedule.
    POST: consoleHandler(
      {
        permission: "records:write",
        params: idParams,
        body: milestoneCreateWrite,
        audit: {
          operation: "milestone.create",
          target: ({ params }, r) => milestoneTarget(parentType, params.id, createdId(r)),
        },
      },
      async ({ api, params, body }) => createMilestone(api, parentType, params.id, body),
    ),
  };
}
