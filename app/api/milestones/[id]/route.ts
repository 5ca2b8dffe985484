import { consoleHandler } from "@/lib/api/handler";
import { milestoneBefore, milestoneChanges } from "@/lib/audit-log/before";
import { milestonePatchBody, milestoneParams } from "@/lib/schedule/patch-body";
import { milestoneTarget } from "@/lib/schedule/server";

// PATCH /api/milestones/[id] — update a milestone; the body names its parent (parentId + parentType), as the
// API requires
export const PATCH = consoleHandler(
  {
    permission: "records:write",
    params: milestoneParams,
    body: milestonePatchBody,
    audit: {
      operation: "milestone.update",
      target: ({ params, body }) => milestoneTarget(body.parentType, body.parentId, params.id),
      before: milestoneBefore,
      changes: milestoneChanges,
    },
  },
  async ({ api, params, body }) => (await api.call("updateMilestone", { params, body })).data,
);

// DELETE /api/milestones/[id] — delete a milestone (a PHASE only once it has no children: 409 otherwise)
export const DELETE = consoleHandler(
  {
    permission: "records:delete",
    params: milestoneParams,
    audit: { operation: "milestone.delete", target: ({ params }) => `milestone ${params.id}` },
  },
  async ({ api, params }) => (await api.call("deleteMilestone", { params })).data,
);
