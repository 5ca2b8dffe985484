import { consoleHandler } from "@/lib/api/handler";
import { workbenchCall } from "@/lib/workbench/client";
import { uuidParam } from "@/lib/workbench/inspect-schemas";

// DELETE /api/workbench/faults/{id} — ends a fault rule at once.
export const DELETE = consoleHandler(
  {
    permission: "subscriptions:write",
    params: uuidParam,
    audit: { operation: "workbench.fault.delete", target: ({ params }) => `fault ${params.id}` },
  },
  async ({ user, params }) => {
    await workbenchCall(user.environment, "DELETE", `/faults/${params.id}`);
    return { deleted: params.id };
  },
);
