import { ConsoleApiError } from "@/lib/api/errors";
import { consoleHandler } from "@/lib/api/handler";
import { savedSearchBody } from "@/lib/webhook-ops/search/params";
import { listSaved, saveSearch } from "@/lib/webhook-ops/search/saved";

// GET /api/saved-searches — the user's saved delivery searches, newest first
export const GET = consoleHandler({ permission: "subscriptions:operate" }, async ({ user }) => ({
  data: await listSaved(user.id),
}));

// POST /api/saved-searches — save a delivery search under a name (at most 50 per user)
export const POST = consoleHandler(
  { permission: "subscriptions:operate", body: savedSearchBody },
  async ({ user, body }) => {
    const saved = await saveSearch(user.id, body.name, body.query);
    if (!saved) throw new ConsoleApiError(409, "too_many", "You have 50 saved searches: delete one first.");
    return { data: saved };
  },
);
