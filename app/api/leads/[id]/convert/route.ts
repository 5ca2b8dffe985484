import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { leadBefore, statusChanges } from "@/lib/audit-log/before";
import { afterLeadWrite } from "@/lib/leads/board-summary";

// POST /api/leads/[id]/convert — convert a lead to a project
export const POST = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    audit: {
      operation: "lead.convert",
      target: ({ params }) => `lead ${params.id}`,
      before: leadBefore,
      changes: statusChanges,
    },
  },
  async ({ api, params, user }) =>
    afterLeadWrite(user.environment.name, (await api.call("convertLead", { params })).data),
);
