import { consoleHandler } from "@/lib/api/handler";
import { createdTarget } from "@/lib/api/targets";
import { afterLeadWrite } from "@/lib/leads/board-summary";
import { leadCreateWrite, leadsQuery } from "@/lib/leads/params";

// GET /api/leads — one page of leads (the table view), filtered as the Partner API filters them
export const GET = consoleHandler(
  { permission: "records:read", query: leadsQuery },
  async ({ api, query }) => (await api.call("listLeads", { query })).data,
);

// POST /api/leads — create a lead (the board's background sums are out of date after any lead write)
export const POST = consoleHandler(
  {
    permission: "records:write",
    body: leadCreateWrite,
    audit: { operation: "lead.create", target: createdTarget("lead") },
  },
  async ({ api, body, user }) =>
    afterLeadWrite(user.environment.name, (await api.call("createLead", { body })).data),
);
