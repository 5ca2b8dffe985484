import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { idTarget } from "@/lib/api/targets";
import { inboxUpdateBody } from "@/lib/partner-api/contract/workbench";
import { workbenchCall } from "@/lib/workbench/client";

// GET /api/workbench/inboxes/[id] — one inbox
export const GET = consoleHandler(
  { permission: "workbench:read", params: idParams },
  ({ user, params, req }) =>
    workbenchCall(user.environment, "GET", `/inboxes/${params.id}`, { signal: req.signal }),
);

// PATCH /api/workbench/inboxes/[id] — rename it or set how it answers
export const PATCH = consoleHandler(
  {
    permission: "workbench:write",
    params: idParams,
    body: inboxUpdateBody,
    audit: { operation: "workbench.inbox.update", target: idTarget("inbox") },
  },
  ({ user, params, body }) => workbenchCall(user.environment, "PATCH", `/inboxes/${params.id}`, { body }),
);

// DELETE /api/workbench/inboxes/[id] — the inbox and the requests it kept
export const DELETE = consoleHandler(
  {
    permission: "workbench:write",
    params: idParams,
    audit: { operation: "workbench.inbox.delete", target: idTarget("inbox") },
  },
  ({ user, params }) => workbenchCall(user.environment, "DELETE", `/inboxes/${params.id}`),
);
