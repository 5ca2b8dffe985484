import { consoleHandler } from "@/lib/api/handler";
import { workbenchCall } from "@/lib/workbench/client";

// POST /api/workbench/clock/run-due — every waiting retry runs now
export const POST = consoleHandler(
  { permission: "workbench:write", audit: { operation: "workbench.clock.run-due" } },
  ({ user }) => workbenchCall(user.environment, "POST", "/clock/run-due"),
);
