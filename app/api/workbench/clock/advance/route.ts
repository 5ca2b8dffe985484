import { consoleHandler } from "@/lib/api/handler";
import { clockAdvanceBody } from "@/lib/partner-api/contract/workbench";
import { workbenchCall } from "@/lib/workbench/client";

// POST /api/workbench/clock/advance — { seconds }: the sandbox's waiting deliveries come due that much sooner
export const POST = consoleHandler(
  {
    permission: "workbench:write",
    body: clockAdvanceBody,
    audit: { operation: "workbench.clock.advance", target: ({ body }) => `clock +${body.seconds} s` },
  },
  ({ user, body }) => workbenchCall(user.environment, "POST", "/clock/advance", { body }),
);
