import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { leadUpdateBody } from "@/lib/partner-api/contract";
import { afterLeadWrite } from "@/lib/leads/board-summary";

const target = ({ params }: { params: { id: number } }) => `lead ${params.id}`;

// GET /api/leads/[id] — one lead
export const GET = consoleHandler(
  { permission: "records:read", params: idParams },
  async ({ api, params }) => {
    return (await api.call("getLead", { params })).data;
  },
);

// PATCH /api/leads/[id] — update a lead (never its phase)
export const PATCH = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    body: leadUpdateBody,
    audit: { operation: "lead.update", target },
  },
  async ({ api, params, body, user }) =>
    afterLeadWrite(user.environment.name, (await api.call("updateLead", { params, body })).data),
);

// DELETE /api/leads/[id] — delete a lead
export const DELETE = consoleHandler(
  { permission: "records:delete", params: idParams, audit: { operation: "lead.delete", target } },
  async ({ api, params, user }) =>
    afterLeadWrite(user.environment.name, (await api.call("deleteLead", { params })).data),
);
