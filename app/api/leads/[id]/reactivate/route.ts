import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";

// POST /api/leads/[id]/reactivate — reactivate a retired lead
export const POST = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    audit: { operation: "lead.reactivate", target: ({ params }) => `lead ${params.id}` },
  },
  async ({ api, params }) => (await api.call("reactivateLead", { params })).data,
);
