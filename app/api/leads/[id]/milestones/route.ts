import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { milestoneCreateBody } from "@/lib/partner-api/contract";
import { createdId, listMilestones, milestoneTarget } from "@/lib/schedule/server";

// GET /api/leads/[id]/milestones — every milestone of the lead's schedule (all upstream pages)
export const GET = consoleHandler(
  { permission: "records:read", params: idParams },
  async ({ api, params }) => ({ data: await listMilestones(api, "inquiry", params.id) }),
);

// POST /api/leads/[id]/milestones — create a PHASE, ITEM or CHECKPOINT on the lead's schedule
export const POST = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    body: milestoneCreateBody,
    audit: {
      operation: "milestone.create",
      target: ({ params }, r) => milestoneTarget("inquiry", params.id, createdId(r)),
    },
  },
  async ({ api, params, body }) =>
    (await api.call("createLeadMilestone", { params: { leadId: params.id }, body })).data,
);
