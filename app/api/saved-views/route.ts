import { consoleHandler } from "@/lib/api/handler";
import { createViewBody, listViewsQuery } from "@/lib/saved-views/params";
import { createView, listViews } from "@/lib/saved-views/store";

// GET /api/saved-views?table= — the signed-in person's views of a table and the team's shared ones
export const GET = consoleHandler(
  { permission: "records:read", query: listViewsQuery },
  async ({ user, query }) => ({ data: await listViews(user, query.table) }),
);

// POST /api/saved-views — save a table's filters, columns, sort and page size under a name (private or shared)
export const POST = consoleHandler(
  { permission: "records:read", body: createViewBody },
  async ({ user, body }) => Response.json({ data: await createView(user, body) }, { status: 201 }),
);
