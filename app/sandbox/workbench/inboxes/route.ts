import { createInbox, listInboxes } from "@/lib/sandbox/workbench/inboxes";
import { workbenchRoute } from "@/lib/sandbox/workbench/route";

// GET /sandbox/workbench/inboxes — the company's webhook inboxes
export const GET = workbenchRoute(listInboxes);
// POST /sandbox/workbench/inboxes — { name } → a new inbox with its receiving URL
export const POST = workbenchRoute(createInbox, 201);
export const dynamic = "force-dynamic";
