import { listInboxRequests } from "@/lib/sandbox/workbench/inboxes";
import { workbenchRoute } from "@/lib/sandbox/workbench/route";

// GET /sandbox/workbench/inboxes/{id}/requests — what the inbox received, newest first (limit, offset)
export const GET = workbenchRoute(listInboxRequests);
export const dynamic = "force-dynamic";
