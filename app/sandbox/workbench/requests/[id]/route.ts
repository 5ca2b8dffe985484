import { workbenchId, workbenchRoute } from "@/lib/sandbox/http/inspector-route";
import { getRequest } from "@/lib/sandbox/inspect/inspector-read";

// GET /sandbox/workbench/requests/{id} — one recorded request whole, with its events and their deliveries.
export const GET = workbenchRoute((req, principal) => getRequest(principal, workbenchId(req, "request")));
export const dynamic = "force-dynamic";
