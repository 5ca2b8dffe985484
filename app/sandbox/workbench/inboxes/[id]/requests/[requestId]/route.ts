import { getInboxRequest } from "@/lib/sandbox/workbench/inboxes";
import { workbenchRoute } from "@/lib/sandbox/workbench/route";

// GET /sandbox/workbench/inboxes/{id}/requests/{requestId} — one request the inbox received
export const GET = workbenchRoute(getInboxRequest);
export const dynamic = "force-dynamic";
