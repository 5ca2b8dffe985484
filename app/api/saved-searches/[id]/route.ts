import { ConsoleApiError } from "@/lib/api/errors";
import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { deleteSaved } from "@/lib/webhook-ops/search/saved";

// DELETE /api/saved-searches/[id] — delete one of the user's saved searches
export const DELETE = consoleHandler(
  { permission: "subscriptions:operate", params: idParams },
  async ({ user, params }) => {
    if (!(await deleteSaved(user.id, params.id)))
      throw new ConsoleApiError(404, "not_found", "No such saved search.");
    return { deleted: true };
  },
);
