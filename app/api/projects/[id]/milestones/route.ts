import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { milestoneCreateBody } from "@/lib/partner-api/contract";
import { createdId, listMilestones, milestoneTarget } from "@/lib/schedule/server";

// GET /api/projects/[id]/milestones — every milestone of the project's schedule (all upstream pages)
export const GET = consoleHandler(
  { permission: "records:read", params: idParams },
  async ({ api, params }) => ({ data: await listMilestones(api, "project", params.id) }),
);

// POST /api/projects/[id]/milestones — create a PHASE, ITEM or CHECKPOINT on the project's schedule
export const POST = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    body: milestoneCreateBody,
    audit: {
      operation: "milestone.create",
      target: ({ params }, r) => milestoneTarget("project", params.id, createdId(r)),
    },
  },
  async ({ api, params, body }) =>
    (await api.call("createProjectMilestone", { params: { projectId: params.id }, body })).data,
);
