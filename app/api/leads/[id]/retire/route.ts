import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { leadBefore, statusChanges } from "@/lib/audit-log/before";
import { afterLeadWrite } from "@/lib/leads/board-summary";

// POST /api/leads/[id]/retire — retire a lead (its orphaned clients are archived)
export const POST = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    audit: {
      operation: "lead.retire",
      target: ({ params }) => `lead ${params.id}`,
      before: leadBefore,
      changes: statusChanges,
    },
  },
  async ({ api, params, user }) =>
    afterLeadWrite(user.environment.name, (await api.call("retireLead", { params })).data),
);
