import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { pagingQuery } from "@/lib/partner-api/contract";
import { workbenchCall } from "@/lib/workbench/client";

// GET /api/workbench/inboxes/[id]/requests — what the inbox received, newest first (limit, offset)
export const GET = consoleHandler(
  { permission: "workbench:read", params: idParams, query: pagingQuery },
  ({ user, params, query, req }) =>
    workbenchCall(
      user.environment,
      "GET",
      `/inboxes/${params.id}/requests?limit=${query.limit}&offset=${query.offset}`,
      { signal: req.signal },
    ),
);
