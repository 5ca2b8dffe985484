import { consoleHandler } from "@/lib/api/handler";
import { workbenchCall } from "@/lib/workbench/client";
import { requestFilters, requestsPath } from "@/lib/workbench/inspect-schemas";

// GET /api/workbench/requests — the sandbox's request inspector, filtered as the page's URL says (sandbox only).
export const GET = consoleHandler(
  { permission: "subscriptions:read", query: requestFilters },
  ({ user, query }) => workbenchCall(user.environment, "GET", requestsPath(query)),
);
