import { workbenchQuery, workbenchRoute } from "@/lib/sandbox/http/inspector-route";
import { listRequests, requestsQuery } from "@/lib/sandbox/inspect/inspector-read";

// GET /sandbox/workbench/requests — the request inspector: the company's partner-API requests, newest first.
export const GET = workbenchRoute((req, principal) =>
  listRequests(principal, workbenchQuery(req, requestsQuery)),
);
export const dynamic = "force-dynamic";
