import { consoleHandler } from "@/lib/api/handler";
import { createdTarget } from "@/lib/api/targets";
import { inboxCreateBody } from "@/lib/partner-api/contract/workbench";
import { workbenchCall } from "@/lib/workbench/client";

// GET /api/workbench/inboxes — the sandbox company's webhook inboxes
export const GET = consoleHandler({ permission: "workbench:read" }, ({ user, req }) =>
  workbenchCall(user.environment, "GET", "/inboxes", { signal: req.signal }),
);

// POST /api/workbench/inboxes — a new inbox with its receiving URL
export const POST = consoleHandler(
  {
    permission: "workbench:write",
    body: inboxCreateBody,
    audit: { operation: "workbench.inbox.create", target: createdTarget("inbox") },
  },
  ({ user, body }) => workbenchCall(user.environment, "POST", "/inboxes", { body }),
);
