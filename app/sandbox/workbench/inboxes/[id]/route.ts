import { deleteInbox, getInbox, updateInbox } from "@/lib/sandbox/workbench/inboxes";
import { workbenchRoute } from "@/lib/sandbox/workbench/route";

// GET /sandbox/workbench/inboxes/{id} — one inbox
export const GET = workbenchRoute(getInbox);
// PATCH /sandbox/workbench/inboxes/{id} — { name?, behaviour?: { status, retryAfterS?, delayMs?, failNext? } }
export const PATCH = workbenchRoute(updateInbox);
// DELETE /sandbox/workbench/inboxes/{id} — the inbox and its requests
export const DELETE = workbenchRoute(deleteInbox);
export const dynamic = "force-dynamic";
