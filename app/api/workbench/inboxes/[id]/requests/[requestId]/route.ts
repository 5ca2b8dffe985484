import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { readPathId } from "@/lib/partner-api/contract/reader";
import { workbenchCall } from "@/lib/workbench/client";

const params = z.object({ id: readPathId, requestId: readPathId });

// GET /api/workbench/inboxes/[id]/requests/[requestId] — one request the inbox received
export const GET = consoleHandler({ permission: "workbench:read", params }, ({ user, params, req }) =>
  workbenchCall(user.environment, "GET", `/inboxes/${params.id}/requests/${params.requestId}`, {
    signal: req.signal,
  }),
);
