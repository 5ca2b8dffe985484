import { consoleHandler } from "@/lib/api/handler";
import { leadsQuery } from "@/lib/api/params";
import { leadCreateBody } from "@/lib/partner-api/contract";
import { afterLeadWrite } from "@/lib/leads/board-summary";

// GET /api/leads — one page of leads (the table view)
export const GET = consoleHandler(
  { permission: "records:read", query: leadsQuery },
  async ({ api, query }) => {
    return (await api.call("listLeads", { query })).data;
  },
);

// POST /api/leads — create a lead, optionally in a given phase
export const POST = consoleHandler(
  {
    permission: "records:write",
    body: leadCreateBody,
    audit: {
      operation: "lead.create",
      target: (_, r) => (r ? `lead ${(r as { data: { id: number } }).data.id}` : undefined),
    },
  },
  async ({ api, body, user }) =>
    afterLeadWrite(user.environment.name, (await api.call("createLead", { body })).data),
);
