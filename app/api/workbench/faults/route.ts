import { consoleHandler } from "@/lib/api/handler";
import { workbenchCall } from "@/lib/workbench/client";
import { faultBody, faultForm } from "@/lib/workbench/inspect-schemas";

// GET /api/workbench/faults — the sandbox's fault rules and how many are active (the console's banner reads it).
export const GET = consoleHandler({ permission: "subscriptions:read" }, ({ user }) =>
  workbenchCall(user.environment, "GET", "/faults"),
);

// POST /api/workbench/faults — a new fault rule; it applies to the sandbox's partner API at once.
export const POST = consoleHandler(
  {
    permission: "subscriptions:write",
    body: faultForm,
    audit: {
      operation: "workbench.fault.create",
      target: (_, result) => `fault ${(result as { data?: { id?: string } } | undefined)?.data?.id ?? ""}`,
    },
  },
  ({ user, body }) => workbenchCall(user.environment, "POST", "/faults", { body: faultBody(body) }),
);
