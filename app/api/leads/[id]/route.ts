import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { idTarget } from "@/lib/api/targets";
import { recordBefore, recordChanges } from "@/lib/audit-log/before";
import { afterLeadWrite } from "@/lib/leads/board-summary";
import { leadUpdateWrite } from "@/lib/leads/params";
import { leadReads } from "@/lib/leads/server";

const target = idTarget("lead");

// GET /api/leads/[id] — one lead
export const GET = consoleHandler({ permission: "records:read", params: idParams }, ({ api, params }) =>
  leadReads(api).get(params.id),
);

// PATCH /api/leads/[id] — update a lead; its phase is not in the body (a move is /api/leads/[id]/phase). The
// board's background sums (lib/leads/board-summary) are out of date after any lead write.
export const PATCH = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    body: leadUpdateWrite,
    audit: { operation: "lead.update", target, before: recordBefore("getLead"), changes: recordChanges },
  },
  async ({ api, params, body, user }) =>
    afterLeadWrite(user.environment.name, (await api.call("updateLead", { params, body })).data),
);

// DELETE /api/leads/[id] — delete a lead permanently
export const DELETE = consoleHandler(
  { permission: "records:delete", params: idParams, audit: { operation: "lead.delete", target } },
  async ({ api, params, user }) =>
    afterLeadWrite(user.environment.name, (await api.call("deleteLead", { params })).data),
);
